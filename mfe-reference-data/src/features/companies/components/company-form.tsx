import { useState } from 'react';
import { errorMessage } from '@kyubos/api';
import { COMPANY_DOCUMENT_LIMITS, COMPANY_TYPES, companyFields, passwordHint, type CompanyDocument, type CompanyResponse } from '@kyubos/contracts';
import { dateOnly } from '@kyubos/domain';
import { EditScreen, FormScreen, RecordForm, useSchemaForm } from '@kyubos/screens';
import { Alert, Button, FormGrid, FormSection, PhoneField, RadioGroupField, SelectField, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import {
  useCompanyDocumentUrlMutation,
  useCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  type CompanyInput,
} from '../api';

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
const formRecord = (company: Company | undefined) => ({
  ...company,
  startDate: dateOnly(company?.startDate),
  endDate: dateOnly(company?.endDate),
  twoFactorAuthentication: company?.twoFactorAuthentication ?? 'enabled',
});

interface CompanyFormProps {
  initial?: Company;
  onSave: (values: CompanyInput, files: readonly File[]) => Promise<unknown>;
}

export function CompanyForm({ initial, onSave }: CompanyFormProps) {
  const form = useSchemaForm(companyFields, formRecord(initial));
  const field = form.field;
  const [files, setFiles] = useState<File[]>([]);
  const editing = initial !== undefined;
  const tooLarge = files.filter((file) => file.size > COMPANY_DOCUMENT_LIMITS.maxBytes);

  return (
    <RecordForm form={form} onSave={() => onSave(form.values, files)} listHref={LIST.href}>
      <FormSection title="Company">
        <FormGrid>
          <TextField {...field('companyName', 'Company Name')} />
          <SelectField placeholder="Select type" options={TYPE_OPTIONS} {...field('type', 'Type')} />
          <TextField fullWidth {...field('address', 'Address')} />
          <TextField {...field('city', 'City')} />
          <TextField {...field('state', 'State')} />
          <TextField {...field('zipCode', 'Zip Code')} />
          <TextField {...field('email', 'Email')} />
          <PhoneField {...field('phoneNumber1', 'Phone Number 1')} />
          <PhoneField {...field('phoneNumber2', 'Phone Number 2')} />
        </FormGrid>
      </FormSection>
      <FormSection title="Owner and contact">
        <FormGrid>
          <TextField {...field('ownerName', 'Owner Name')} />
          <TextField {...field('ownerEmail', 'Owner Email')} />
          <PhoneField {...field('ownerPhoneNumber', 'Owner Phone Number')} />
          <TextField {...field('companyContactPerson', 'Company Contact Person')} />
          <TextField {...field('contactPersonEmail', 'Contact Person Email')} />
          <PhoneField {...field('contactPersonPhoneNumber', 'Contact Person Phone Number')} />
        </FormGrid>
      </FormSection>
      <FormSection title="Licence and plan">
        <FormGrid>
          <TextField {...field('licenceId', 'Licence Id')} />
          <TextField {...field('interlink', 'Interlink')} />
          <TextField type="date" {...field('startDate', 'Start Date')} />
          <TextField type="date" {...field('endDate', 'End Date')} />
          <TextField {...field('planName', 'Plan Name')} />
          <TextField type="number" step="0.01" {...field('planAmount', 'Plan Amount')} />
        </FormGrid>
      </FormSection>
      <FormSection title="Documents">
        {editing ? (
          <FormGrid>
            <TextField fullWidth {...field('documentUpload', 'Document Upload')} />
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
          <TextField autoComplete="off" {...field('username', 'Username')} />
          <TextField
            type="password"
            autoComplete="new-password"
            hint={passwordHint(editing)}
            {...field('password', 'Password')}
          />
          <RadioGroupField options={TWO_FACTOR_OPTIONS} {...field('twoFactorAuthentication', 'Two Factor Authentication')} />
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
    <FormScreen title="Add Company" list={LIST} access={usePlatformDataAccess(paths.companies.path)}>
      <CompanyForm onSave={(values, files) => create({ values, files }).unwrap()} />
    </FormScreen>
  );
}

export const EditCompanyPage = () => (
  <EditScreen
    title="Edit Company"
    list={LIST}
    access={usePlatformDataAccess(paths.companies.path)}
    Form={CompanyForm}
    what="company"
    useRecord={useCompanyQuery}
    useUpdate={useUpdateCompanyMutation}
  />
);
