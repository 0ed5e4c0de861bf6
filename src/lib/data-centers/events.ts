/**
 * Window events of the data-center pages (see src/directives/event.ts): the list page's 'Create
 * instance' button dispatches this one, which hydrates the create dialog on first use and opens it.
 */

/** Opens (and on first use hydrates) the create-instance dialog. */
export const CREATE_INSTANCE_EVENT = 'owner-console:create-instance';

/** Where the data-center list lives (spec §2, OI menu "General"). */
export const DATA_CENTER_LIST_PATH = '/owner-inventory/dashboard/general/data-center';
