import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_POLICY, type AccessPolicy } from '../auth/auth.decorators.js';

/** A handler argument the client sends: the body, the whole query or path (a DTO), or one named value. */
export interface RouteArgument {
  in: 'body' | 'query' | 'path';
  /** `@Query('name')` / `@Param('name')`; absent for a whole DTO. */
  name?: string;
  /** The declared type (design:paramtypes): a DTO class, String, Number… */
  type: unknown;
}

export interface DocumentedRoute {
  policy: AccessPolicy | undefined;
  arguments: RouteArgument[];
}

const LOCATIONS: Partial<Record<number, RouteArgument['in']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'path',
};

/** The document's operation ids, `<Controller>_<method>` (Nest's default, pinned here for the walk). */
export const operationIdOf = (controllerKey: string, methodKey: string): string =>
  `${controllerKey}_${methodKey}`;

/**
 * Every route handler of the application by operation id: its access policy, read exactly as the
 * AccessGuard reads it (handler first, then controller), and the arguments it takes from the request.
 */
export function routesByOperationId(app: INestApplication): Map<string, DocumentedRoute> {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const routes = new Map<string, DocumentedRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const methodKey of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[methodKey] as (...args: unknown[]) => unknown;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        routes.set(operationIdOf(controller.name, methodKey), {
          policy: reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [handler, controller]),
          arguments: routeArguments(controller, prototype, methodKey),
        });
      }
    }
  }
  return routes;
}

function routeArguments(controller: object, prototype: object, methodKey: string): RouteArgument[] {
  const declared = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodKey) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', prototype, methodKey) ?? []) as unknown[];
  return Object.entries(declared).flatMap(([key, { index, data }]) => {
    const location = LOCATIONS[Number(key.split(':')[0])];
    if (!location) return [];
    return [{ in: location, ...(typeof data === 'string' ? { name: data } : {}), type: types[index] }];
  });
}
