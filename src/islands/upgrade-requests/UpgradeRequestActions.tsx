/** The upgrade request tables' action host (issue 14 §4, issue 25 §2): the kit's host given the upgrade requests table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import { upgradeActions, type UpgradeActionRow } from '~/lib/upgrade-requests/actions';

export default function UpgradeRequestActions(props: ActionHostProps<UpgradeActionRow>) {
  return <ActionHost actions={upgradeActions} {...props} />;
}
