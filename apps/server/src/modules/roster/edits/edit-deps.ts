import type { AppContext } from '../../../context.js';
import type { CourseService } from '../../course/index.js';
import type { SessionService } from '../../session/index.js';
import type { LoginCardService } from '../login-cards/login-cards.service.js';

/** What the changes to students already in a class are made with. */
export interface EditDeps {
  ctx: AppContext;
  courses: CourseService;
  loginCards: LoginCardService;
  sessions: SessionService;
}
