import { REPORT_WINDOWS, type ReportWindow } from '@lms/shared';
import { useSearchParams } from 'react-router';

/** The window a dashboard opens with when the address names none (the server's default too). */
export const DEFAULT_WINDOW: ReportWindow = 'last6';

/** The report window named by the address's `?window=`, or the default for a missing or unknown one. */
export function windowOf(params: URLSearchParams): ReportWindow {
  const asked = params.get('window');
  return REPORT_WINDOWS.find((name) => name === asked) ?? DEFAULT_WINDOW;
}

/** The dashboard's report window, kept in the address so a reload or a shared link shows the same one. */
export function useReportWindow(): [ReportWindow, (next: ReportWindow) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (next: ReportWindow) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('window', next);
        return updated;
      },
      { replace: true },
    );
  return [windowOf(params), choose];
}
