/** The designations page's action host (issue 25 §2): the kit's host given the designations table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import { designationActions, type DesignationContext, type DesignationRow } from '~/lib/designations/actions';

export default function DesignationActions(props: ActionHostProps<DesignationRow, DesignationContext>) {
  return <ActionHost actions={designationActions} {...props} />;
}
