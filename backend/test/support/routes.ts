/** Every HTTP route of the running application with its declared access level: the same reading the OpenAPI document and the role table of docs/features/staff-accounts.md use. */
export { routeAccessOf as listRoutes, type RouteAccess as RouteInfo } from '../../src/shared/http/route-access';
