/**
 * A domain's table of actions (issue 25 §2), which the one action host (islands/actions/ActionHost)
 * runs: for each `data-action` kind, what to ask first (a confirmation naming the row, perhaps a
 * required reason) or the form to show, the call, the fallback message of a failure and the
 * permission a 403 names, the success message (the API's by default) and what to show afterwards
 * (this page again by default). Which buttons exist is decided on the server (lib/<domain>/rights.ts).
 */
import type { AnyObject, ObjectSchema } from 'yup';
import type { ApiBody } from '~/lib/types';

/** What the host knows of a row: its id and the name its dialogs and toasts use. */
export interface ActionRow {
  id: string;
  name: string;
}

export interface Confirmation<Row> {
  /** The dialog's title, or one naming the row ('Reject the request of Acme?'). */
  title: string | ((row: Row) => string);
  /** What the dialog says, naming the row. */
  text: (row: Row) => string;
  label: string;
  busyLabel: string;
  /** A red button, for what cannot be undone. */
  danger?: boolean;
  /** A required reason typed in the dialog and given to the call (e.g. a rejection's). */
  reason?: { label: string; max: number };
}

/** One field of a form dialog, drawn with the form widgets (islands/forms). */
export type FormField =
  | { kind: 'text'; name: string; label: string; required?: boolean; hint?: string; type?: 'password' }
  | { kind: 'textarea'; name: string; label: string; max: number }
  | {
      kind: 'select';
      name: string;
      label: string;
      required?: boolean;
      placeholder: string;
      /** The choices, or a loader of them (called when the form opens). */
      options: { value: string; label: string }[] | (() => Promise<{ value: string; label: string }[]>);
    };

/** A form in a dialog (add, edit): its schema, fields, first values and call. `row` is absent when adding. */
export interface FormSpec<Row, Ctx> {
  title: (row: Row | undefined) => string;
  /** A sentence above the fields, saying what submitting does. */
  intro?: (row: Row | undefined) => string;
  submitLabel: (row: Row | undefined) => string;
  /** The route's own schema, loaded when the user first reaches the form. */
  schema: () => Promise<ObjectSchema<AnyObject>>;
  initial: (row: Row | undefined) => Record<string, string>;
  fields: (row: Row | undefined, context: Ctx) => FormField[];
  submit: (values: AnyObject, row: Row | undefined) => Promise<ApiBody<unknown>>;
  /** The field a 409 that names none belongs to (a name or code already taken). */
  conflictField?: (message: string) => string;
}

interface ActionBase<Row> {
  /** Shown when a failure is no answer of the API's ('Something went wrong' when left out; the API client's own fallbacks cover a call that failed). */
  fallback?: string;
  /** Named by a 403 that carries no message. */
  permission?: string;
  /** The success toast; the API's message when left out. */
  success?: (row: Row | undefined, message: string) => string;
  /** Where to go afterwards, given the API's answer (a copy's id); this page again when left out. */
  then?: (row: Row | undefined, body: ApiBody<unknown>) => string;
}

/** An action that calls the API, at once or after a confirmation. `row` is absent for a page action. */
export interface CallAction<Row> extends ActionBase<Row> {
  confirm?: Confirmation<Row>;
  call: (row: Row, input: { reason: string }) => Promise<ApiBody<unknown>>;
}

/** An action that opens a form. */
export interface FormAction<Row, Ctx> extends ActionBase<Row> {
  form: FormSpec<Row, Ctx>;
}

export type RowAction<Row, Ctx> = CallAction<Row> | FormAction<Row, Ctx>;

/** A domain's actions by `data-action` kind. */
export type ActionTable<Row extends ActionRow, Ctx = undefined> = Readonly<Record<string, RowAction<Row, Ctx>>>;

/** Defines a table, typed by its rows and context. */
export const actionTable = <Row extends ActionRow, Ctx = undefined>(table: ActionTable<Row, Ctx>): ActionTable<Row, Ctx> => table;
