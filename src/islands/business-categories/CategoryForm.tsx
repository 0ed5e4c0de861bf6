/**
 * The business category form (issue 13 §1): name, slug (derived from the name until staff edit it),
 * description, sort order and status. POST to add, PATCH to edit (`category`); then back to the list
 * with the server's message.
 */
import { useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { businessCategoriesApi } from '~/lib/business-categories/api';
import type { BusinessCategory } from '~/lib/business-categories/model';
import { slugify } from '~/lib/business-categories/slug';
import { toastAfterNavigation } from '~/lib/toast';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

export interface CategoryFormProps {
  category?: BusinessCategory;
  doneHref: string;
}

const loadSchema = () => import('~/lib/business-categories/schemas').then((m) => m.createCategorySchema);

export default function CategoryForm({ category, doneHref }: CategoryFormProps) {
  const form = useForm(loadSchema, {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    sortOrder: category?.sortOrder ?? 0,
    status: category?.status ?? 'active',
  });
  // A new category's slug follows its name until staff type one themselves.
  const [slugTouched, setSlugTouched] = useState(Boolean(category));

  const submit = form.onSubmit(async (values) => {
    const api = businessCategoriesApi(browserHttp);
    const done = category ? await api.update(category.id, values) : await api.create(values);
    toastAfterNavigation('success', done.message);
    window.location.assign(doneHref);
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        required
        autoComplete="off"
        {...form.field('name')}
        onChange={(v) => {
          form.set('name', v);
          if (!slugTouched) form.set('slug', slugify(v));
        }}
        disabled={form.busy}
      />
      <TextField
        label="Slug"
        autoComplete="off"
        hint="Lower-case letters, digits and hyphens; derived from the name."
        {...form.field('slug')}
        onChange={(v) => {
          setSlugTouched(true);
          form.set('slug', v.toLowerCase());
        }}
        disabled={form.busy}
      />
      <TextField label="Sort order" autoComplete="off" {...form.field('sortOrder')} disabled={form.busy} />
      <SelectField
        label="Status"
        required
        placeholder="Select a status"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'hidden', label: 'Hidden (not offered for new records)' },
        ]}
        {...form.field('status')}
        disabled={form.busy}
      />
      <div className="sm:col-span-2">
        <TextAreaField label="Description" maxLength={500} {...form.field('description')} disabled={form.busy} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton label={category ? 'Update Category' : 'Add Category'} busyLabel="Saving..." busy={form.busy} className="btn-primary" />
        <a href={doneHref} className="btn-secondary">
          Cancel
        </a>
      </div>
    </form>
  );
}
