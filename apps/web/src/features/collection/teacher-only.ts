import { redirect } from 'react-router';
import { homePath, isAdministrator, useAuthStore } from '../../stores/auth-store';

/** My Library belongs to teachers (SPEC §2: hidden for administrators), who go to their home page instead. */
export function teacherOnly() {
  const session = useAuthStore.getState();
  if (!session.isLogin) return redirect('/');
  return isAdministrator(session) ? redirect(homePath(session)) : null;
}
