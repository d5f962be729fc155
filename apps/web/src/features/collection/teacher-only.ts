import { redirect } from 'react-router';
import { can, homePath, useAuthStore } from '../../stores/auth-store';

/** My Library belongs to teachers (SPEC §2: hidden for administrators), who go to their home page instead. */
export function teacherOnly() {
  const session = useAuthStore.getState();
  if (!session.isLogin) return redirect('/');
  return can('keep_collections')(session) ? null : redirect(homePath(session));
}
