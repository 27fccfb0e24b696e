import { useState } from 'react';
import { errorMessage } from '@kyubos/api';
import { COMPANY_DOCUMENT_LIMITS, COMPANY_TYPES, passwordHint, type CompanyDocument, type CompanyResponse } from '@kyubos/contracts';
import { dateOnly } from '@kyubos/domain';
import { Alert, Button, FormGrid, FormSection, PhoneField, RadioGroupField, SelectField, TextField } from '@kyubos/ui';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { toFormValues, useFormValues, type FormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
import { paths } from '../../../config/paths';
import {
  useCompanyDocumentUrlMutation,
  useCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  type CompanyInput,
} from '../api';

const FIELDS = [
  'companyName', 'address', 'city', 'state', 'zipCode', 'phoneNumber1', 'phoneNumber2', 'email',
  'ownerName', 'ownerPhoneNumber', 'ownerEmail', 'companyContactPerson', 'contactPersonEmail', 'contactPersonPhoneNumber',
  'type', 'licenceId', 'startDate', 'endDate', 'planName', 'planAmount', 'documentUpload', 'interlink',
  'username', 'password', 'twoFactorAuthentication',
] as const satisfies readonly (keyof CompanyInput)[];

const LIST = { label: 'Companies', href: paths.companies.href() };
const TYPE_OPTIONS = COMPANY_TYPES.map((type) => ({ value: type, label: type }));
const TWO_FACTOR_OPTIONS = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];
const ACCEPT = Object.keys(COMPANY_DOCUMENT_LIMITS.types).map((extension) => `.${extension}`).join(',');
const MAX_MB = COMPANY_DOCUMENT_LIMITS.maxBytes / (1024 * 1024);

type Company = CompanyResponse['company'];

/** Stored values as form text: dates are their first 10 characters; two-factor defaults to enabled. */
function initialValues(company: Company | undefined): FormValues<(typeof FIELDS)[number]> {
  const values = toFormValues(FIELDS, company);
  return {
    ...values,
    startDate: dateOnly(company?.startDate),
    endDate: dateOnly(company?.endDate),
    twoFactorAuthentication: company?.twoFactorAuthentication ?? 'enabled',
  };
}

interface CompanyFormProps {
  initial?: Company;
  onSave: (values: CompanyInput, files: readonly File[]) => Promise<unknown>;
}

export function CompanyForm({ initial, onSave }: CompanyFormProps) {
  const { values, field, update } = useFormValues(initialValues(initial));
  const [files, setFiles] = useState<File[]>([]);
  const access = usePlatformDataAccess(paths.companies.path);
  const editing = initial !== undefined;
  const phone = (key: 'phoneNumber1' | 'phoneNumber2' | 'ownerPhoneNumber' | 'contactPersonPhoneNumber') => ({
    name: key,
    value: values[key],
    onChange: (digits: string) => update({ [key]: digits }),
  });
  const tooLarge = files.filter((file) => file.size > COMPANY_DOCUMENT_LIMITS.maxBytes);

  return (
    <RecordForm onSave={() => onSave(values, files)} listHref={LIST.href} access={access}>
      <FormSection title="Company">
        <FormGrid>
          <TextField label="Company Name" required maxLength={200} {...field('companyName')} />
          <SelectField label="Type" required placeholder="Select type" options={TYPE_OPTIONS} {...field('type')} />
          <TextField label="Address" fullWidth maxLength={300} {...field('address')} />
          <TextField label="City" maxLength={100} {...field('city')} />
          <TextField label="State" maxLength={100} {...field('state')} />
          <TextField label="Zip Code" maxLength={10} {...field('zipCode')} />
          <TextField label="Email" type="email" {...field('email')} />
          <PhoneField label="Phone Number 1" {...phone('phoneNumber1')} />
          <PhoneField label="Phone Number 2" {...phone('phoneNumber2')} />
        </FormGrid>
      </FormSection>
      <FormSection title="Owner and contact">
        <FormGrid>
          <TextField label="Owner Name" maxLength={200} {...field('ownerName')} />
          <TextField label="Owner Email" type="email" {...field('ownerEmail')} />
          <PhoneField label="Owner Phone Number" {...phone('ownerPhoneNumber')} />
          <TextField label="Company Contact Person" maxLength={200} {...field('companyContactPerson')} />
          <TextField label="Contact Person Email" type="email" {...field('contactPersonEmail')} />
          <PhoneField label="Contact Person Phone Number" {...phone('contactPersonPhoneNumber')} />
        </FormGrid>
      </FormSection>
      <FormSection title="Licence and plan">
        <FormGrid>
          <TextField label="Licence Id" maxLength={100} {...field('licenceId')} />
          <TextField label="Interlink" maxLength={500} {...field('interlink')} />
          <TextField label="Start Date" type="date" {...field('startDate')} />
          <TextField label="End Date" type="date" {...field('endDate')} />
          <TextField label="Plan Name" maxLength={100} {...field('planName')} />
          <TextField label="Plan Amount" type="number" min={0} step="0.01" {...field('planAmount')} />
        </FormGrid>
      </FormSection>
      <FormSection title="Documents">
        {editing ? (
          <FormGrid>
            <TextField label="Document Upload" fullWidth maxLength={1000} {...field('documentUpload')} />
            <CompanyDocuments documents={initial.documents} />
          </FormGrid>
        ) : (
          <FormGrid>
            <label data-span="full">
              Document Upload
              <input
                type="file"
                name="documentUpload"
                multiple
                accept={ACCEPT}
                style={{ display: 'block', marginTop: 8 }}
                onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              />
              <small>
                Up to {COMPANY_DOCUMENT_LIMITS.maxFiles} files of at most {MAX_MB} MB each: pdf, png, jpg, doc, docx, xls, xlsx, csv, txt.
              </small>
            </label>
            {tooLarge.length > 0 && <Alert>{tooLarge.map((file) => file.name).join(', ')}: larger than {MAX_MB} MB.</Alert>}
          </FormGrid>
        )}
      </FormSection>
      <FormSection title="Sign-in">
        <FormGrid>
          <TextField label="Username" maxLength={100} autoComplete="off" {...field('username')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={passwordHint(editing)}
            {...field('password')}
          />
          <RadioGroupField label="Two Factor Authentication" options={TWO_FACTOR_OPTIONS} {...field('twoFactorAuthentication')} />
        </FormGrid>
      </FormSection>
    </RecordForm>
  );
}

/** The company's stored files; each downloads with the session's token. */
function CompanyDocuments({ documents }: { documents: readonly CompanyDocument[] }) {
  const [download, { isLoading }] = useCompanyDocumentUrlMutation();
  const [error, setError] = useState<string | null>(null);

  async function open(document: CompanyDocument) {
    setError(null);
    try {
      const url = await download(document.id).unwrap();
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.original_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(errorMessage(failure, 'The document could not be downloaded. Please try again.'));
    }
  }

  return (
    <div data-span="full">
      <strong>Uploaded documents</strong>
      {error && <Alert>{error}</Alert>}
      {documents.length === 0 ? (
        <p>No documents were uploaded.</p>
      ) : (
        <ul aria-label="Uploaded documents">
          {documents.map((document) => (
            <li key={document.id}>
              <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => void open(document)}>
                Download {document.original_name}
              </Button>{' '}
              ({Math.ceil(document.size_bytes / 1024)} KB)
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AddCompanyPage() {
  const [create] = useCreateCompanyMutation();
  return (
    <RecordFormPage title="Add Company" list={LIST}>
      <CompanyForm onSave={(values, files) => create({ values, files }).unwrap()} />
    </RecordFormPage>
  );
}

export function EditCompanyPage() {
  const id = useRecordId();
  const query = useCompanyQuery(id);
  const [update] = useUpdateCompanyMutation();
  return (
    <RecordFormPage title="Edit Company" list={LIST} load={query}>
      {query.data && <CompanyForm key={query.data.id} initial={query.data} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
