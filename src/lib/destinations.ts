/** Where a link to an unfinished feature leads: never "#", never an empty href. */
import { ROUTE_PATHS } from './links';

export const COMING_SOON_PATH = ROUTE_PATHS.comingSoon;

/** True when a card's action leads to the Coming soon page, so the card can say so before the tap. */
export function isComingSoon(to: string): boolean {
  return to.split(/[?#]/)[0]!.replace(/\/+$/, '') === COMING_SOON_PATH;
}
