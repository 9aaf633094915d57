import type { RouteId } from '@/lib/links';
import type { CommonStrings } from './index';

/** A route with strings of its own in the common namespace: `routes.<id>.title` and `.description`. */
export type TitledRouteId = Extract<RouteId, keyof CommonStrings['routes']>;

/**
 * Whose `routes.<id>` strings a route shows. A page built from data (a post, a road map, an
 * element) sets its own title, and its section's strings stand in where the shell needs one.
 * Every other route must have strings of its own: the `default` branch fails to compile otherwise.
 */
export function routeStringsId(id: RouteId): TitledRouteId {
  switch (id) {
    case 'blogPost':
      return 'blog';
    case 'roadmap':
      return 'roadmaps';
    case 'element':
      return 'periodic';
    default:
      return id;
  }
}
