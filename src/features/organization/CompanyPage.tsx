import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { extractErrorMessage } from '@/app/api';
import { LoadErrorAlert } from '@/shared/feedback';
import { useAppSelector } from '@/app/hooks';
import { selectClaims } from '@/features/auth';
import { useGetCompanyProfileQuery } from './api';
import { AdminNav } from './components/AdminNav';
import { AdminHeader } from './components/AdminHeader';
import { CompanyForm } from './components/CompanyForm';
import { CompanyFormSkeleton } from './components/CompanyFormSkeleton';

/** `/app/recruiter/admin/company` (admin only): the company profile. */
export function CompanyPage() {
  const companyId = useAppSelector(selectClaims)?.companyId ?? null;
  const { data, isLoading, isError, error, refetch } = useGetCompanyProfileQuery(companyId!, {
    skip: !companyId,
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <AdminHeader />
      <AdminNav />
      {!companyId ? (
        <Alert severity="warning">Tu cuenta no pertenece a ninguna empresa.</Alert>
      ) : isError && !data ? (
        <LoadErrorAlert
          message={`No pudimos cargar los datos de la empresa. ${extractErrorMessage(error)}`}
          fallback="No pudimos cargar los datos de la empresa."
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <CompanyFormSkeleton />
      ) : (
        <CompanyForm key={data.id} company={data} />
      )}
    </Stack>
  );
}
