/** The super admins list's action host (issue 25 §2): the kit's host given the super admins table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import { superAdminActions, type SuperAdminRow } from '~/lib/super-admins/actions';

export default function SuperAdminActions(props: ActionHostProps<SuperAdminRow>) {
  return <ActionHost actions={superAdminActions} {...props} />;
}
