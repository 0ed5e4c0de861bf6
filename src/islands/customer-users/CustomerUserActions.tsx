/** A customer user's page action host (issue 14 §3, issue 25 §2): the kit's host given the customer user table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import { customerUserActions, type CustomerUserActionRow } from '~/lib/customer-users/actions';

export default function CustomerUserActions(props: ActionHostProps<CustomerUserActionRow>) {
  return <ActionHost actions={customerUserActions} {...props} />;
}
