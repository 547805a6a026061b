/** True for the error `apiRequest` / the default reader raise on a 401 Unauthorized answer. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
