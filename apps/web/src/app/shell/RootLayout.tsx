import { LIMITS } from '@lms/shared/plain';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '../../components/loading-bar/LoadingBar';
import { ToastArea } from '../../components/toast/ToastArea';

/** The loading bar stays on briefly after start so the first paint does not flicker (SPEC §4). */
function useStartingUp() {
  const [starting, setStarting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), LIMITS.loadingMs);
    return () => clearTimeout(timer);
  }, []);
  return starting;
}

export function RootLayout() {
  const navigation = useNavigation();
  const starting = useStartingUp();
  return (
    <>
      <LoadingBar active={starting || navigation.state !== 'idle'} />
      <ToastArea />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
