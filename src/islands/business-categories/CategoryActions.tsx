/** The business categories list's action host (issue 25 §2): the kit's host given the categories table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import type { ActionRow } from '~/lib/actions/table';
import { categoryActions } from '~/lib/business-categories/actions';

export default function CategoryActions(props: ActionHostProps<ActionRow>) {
  return <ActionHost actions={categoryActions} {...props} />;
}
