// A call of the data contract, declared once: its route, what it takes and gives (zod schemas),
// who may make it, how the audit trail records it, and what it changes. The contract's interface,
// the server's routes and checks, the HTTP adapter, the API document, the permissions, the audit
// labels and the app's refetching after an action are all read from these declarations.
import type { z } from 'zod';
import type { ActivityKind } from '../accounts/activity';
import type { Role } from '../accounts/roles';
import type { DataName } from './dataNames';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call's arguments: the record id when its path has one, then what it takes. */
interface CallArguments<Input> {
  id?: string;
  input?: Input;
}

interface Audit<Input, Output> {
  kind: ActivityKind;
  /** As the Activity screen says it. */
  label: string;
  /** The record the call changed, from its arguments or its answer (null: the business as a whole). */
  record(call: CallArguments<Input>, result: Output | undefined): string | null;
}

export interface CallDeclaration<Path extends string = string, Input = unknown, Output = unknown> {
  method: Method;
  /** Under /api; `:id` names the record. */
  path: Path;
  /** A read's query string, or a write's body (its one argument after the id). */
  input?: z.ZodType<Input>;
  /** The result; none is a 204. */
  output?: z.ZodType<Output>;
  /** 201 for a record made; otherwise 200 (204 without an output). */
  created?: true;
  /** The roles that may make it: the server refuses anyone else (403); the app hides it from them. */
  roles: readonly Role[];
  /** A call that changes the business is recorded in the audit trail so. */
  audit?: Audit<Input, Output>;
  /** The write may be sent again with the same `Idempotency-Key`, and is applied once. */
  keyed?: true;
  /** It checks or sets a password, so it is rate-limited like signing in, under this name. */
  limitedAs?: string;
  /** It ends the caller's sessions: the server opens the page a new one. */
  renewsSession?: true;
  /** The reads it changes: what the app refetches after it. */
  changes?: readonly DataName[];
}

/** Declares a call; its types are inferred from the declaration. */
export const defineCall = <const M extends Method, const Path extends string, Input = never, Output = void>(
  declaration: CallDeclaration<Path, Input, Output> & { method: M },
) => declaration;

type IdArgument<Path> = Path extends `${string}:id${string}` ? [id: string] : [];
type InputOf<D extends CallDeclaration> = z.output<NonNullable<D['input']>>;
type InputArgument<D extends CallDeclaration> = [InputOf<D>] extends [never]
  ? []
  : D['method'] extends 'GET'
    ? [query?: InputOf<D>]
    : [input: InputOf<D>];

/** The arguments a declared call is made with. */
type ArgumentsOf<D extends CallDeclaration> = [...IdArgument<D['path']>, ...InputArgument<D>];
/** What a declared call resolves to. */
type OutputOf<D extends CallDeclaration> = z.output<NonNullable<D['output']>>;

/** The contract's interface made from its declarations: one method per call. */
export type ApiOf<Calls extends Record<string, CallDeclaration>> = {
  [K in keyof Calls]: (...args: ArgumentsOf<Calls[K]>) => Promise<OutputOf<Calls[K]>>;
};

/** Whether a call's path names a record. */
export const takesId = (declaration: CallDeclaration): boolean => declaration.path.includes(':id');

/** A call's arguments as its id and its input (the inverse of `argumentsOf`). */
export function callArguments(
  declaration: CallDeclaration,
  args: readonly unknown[],
): CallArguments<unknown> {
  return takesId(declaration) ? { id: args[0] as string, input: args[1] } : { input: args[0] };
}

/** The arguments of a call made with this id and input. */
export function argumentsOf(declaration: CallDeclaration, { id, input }: CallArguments<unknown>): unknown[] {
  const rest = input === undefined ? [] : [input];
  return takesId(declaration) ? [id, ...rest] : rest;
}

/** The status of a success: 201 for a record made, 204 for nothing to return, 200 otherwise. */
export function successStatus(declaration: CallDeclaration): 200 | 201 | 204 {
  if (!declaration.output) return 204;
  return declaration.created ? 201 : 200;
}

/** A route's path with its parameters filled in: "/products/:id" with { id: "P001" } is "/products/P001". */
export function routePath(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search === '' ? filled : `${filled}?${search}`;
}
