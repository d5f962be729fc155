import { redirect } from 'react-router';
import { isAdministrator, useAuthStore } from '../../stores/auth-store';

/** My Library belongs to teachers (SPEC §2: hidden for administrators), who go to the class list instead. */
export function teacherOnly() {
  const session = useAuthStore.getState();
  if (!session.isLogin) return redirect('/');
  return isAdministrator(session) ? redirect('/course') : null;
}
