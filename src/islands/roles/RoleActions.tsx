/** The roles list's action host (issue 25 §2): the kit's host given the roles table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import type { ActionRow } from '~/lib/actions/table';
import { roleActions } from '~/lib/roles/actions';

export default function RoleActions(props: ActionHostProps<ActionRow>) {
  return <ActionHost actions={roleActions} {...props} />;
}
