/** The packages lists' action host (issue 25 §2): the kit's host given the packages table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import type { ActionRow } from '~/lib/actions/table';
import { packageActions } from '~/lib/packages/actions';

export default function PackageActions(props: ActionHostProps<ActionRow>) {
  return <ActionHost actions={packageActions} {...props} />;
}
