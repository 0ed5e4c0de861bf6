/** The employees lists' action host (issue 25 §2): the kit's host given the employees table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import { employeeActions, type EmployeeRow } from '~/lib/employees/actions';

export default function EmployeeActions(props: ActionHostProps<EmployeeRow>) {
  return <ActionHost actions={employeeActions} {...props} />;
}
