/** The reseller lists' action host (issue 25 §2): the kit's host given the resellers table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import type { ActionRow } from '~/lib/actions/table';
import { resellerActions } from '~/lib/resellers/actions';

export default function ResellerActions(props: ActionHostProps<ActionRow>) {
  return <ActionHost actions={resellerActions} {...props} />;
}
