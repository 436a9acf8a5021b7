import type { CalendarFile, RemoteName } from '@niec/shared';
import { loadRemoteRoutes } from '../federation/load-remote';

/**
 * A record's calendar file, as a render worker makes it: the remote that owns the record finds it and writes the
 * file (RemoteRoutesModule.calendar). Rejects when the remote does not load or has no calendar files.
 */
export async function calendarFile(remote: RemoteName, id: string, siteOrigin: string): Promise<CalendarFile | null> {
  const { calendar } = await loadRemoteRoutes(remote);
  if (!calendar) throw new Error(`${remote} has no calendar files`);
  return calendar(id, siteOrigin);
}
