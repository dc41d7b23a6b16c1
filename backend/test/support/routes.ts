/** Every HTTP route of the running application with its declared access level: the same reading the OpenAPI document and the README's role table use. */
export { routeAccessOf as listRoutes, type RouteAccess as RouteInfo } from '../../src/shared/http/route-access';
