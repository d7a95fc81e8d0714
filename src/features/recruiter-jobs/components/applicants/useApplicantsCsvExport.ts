import { useState } from 'react';
import { isApiError } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { useSnackbar } from '@/shared/feedback';
import { recruiterJobsApi } from '../../api';
import { applicantsCsv, applicantsFileName } from '../../applicantsCsv';
import { downloadCsv } from '../../csv';
import type { Applicant, ApplicantListArgs, StaffJobOffer } from '../../model';

const EXPORT_PAGE_SIZE = 100;

/** "Exportar CSV": every page of the applicants as listed, fetched in turn, then downloaded. */
export function useApplicantsCsvExport(offer: StaffJobOffer, args: ApplicantListArgs) {
  const dispatch = useAppDispatch();
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const exportCsv = async () => {
    const rows: Applicant[] = [];
    setProgress({ done: 0, total: 1 });
    try {
      let page = 1;
      let totalPages = 1;
      do {
        const request = dispatch(
          recruiterJobsApi.endpoints.getJobOfferApplicants.initiate({
            id: offer.id,
            ...args,
            page,
            pageSize: EXPORT_PAGE_SIZE,
          }),
        );
        try {
          const answer = await request.unwrap();
          rows.push(...answer.data);
          totalPages = Math.max(1, answer.totalPages);
        } finally {
          request.unsubscribe();
        }
        setProgress({ done: page, total: totalPages });
        page += 1;
      } while (page <= totalPages);
      downloadCsv(applicantsFileName(offer.title), applicantsCsv(rows));
      snackbar(
        rows.length === 1 ? 'Se exportó 1 postulante' : `Se exportaron ${rows.length} postulantes`,
        'success',
      );
    } catch (failure) {
      snackbar(
        isApiError(failure)
          ? `No se pudo exportar: ${failure.message}`
          : 'No se pudo exportar el CSV.',
        'error',
      );
    } finally {
      setProgress(null);
    }
  };

  return { progress, exportCsv };
}
