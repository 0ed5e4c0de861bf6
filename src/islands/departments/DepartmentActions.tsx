/** The departments page's action host (issue 25 §2): the kit's host given the departments table. */
import { ActionHost, type ActionHostProps } from '~/islands/actions/ActionHost';
import { departmentActions, type DepartmentContext } from '~/lib/departments/actions';
import type { Department } from '~/lib/departments/model';

export default function DepartmentActions(props: ActionHostProps<Department, DepartmentContext>) {
  return <ActionHost actions={departmentActions} {...props} />;
}
