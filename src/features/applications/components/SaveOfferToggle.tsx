import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useSnackbar } from '@/shared/feedback';
import { useAppDispatch } from '@/app/hooks';
import { jobsApi, useToggleSavedJobOfferMutation } from '@/features/jobs';

/**
 * The offer page's favourites toggle (optimistic, undone on failure). A local stand-in:
 * to be replaced by the jobs feature's shared toggle when it lands.
 */
export function SaveOfferToggle({ jobId, saved }: { jobId: string; saved: boolean }) {
  const dispatch = useAppDispatch();
  const snackbar = useSnackbar();
  const [toggle, { isLoading }] = useToggleSavedJobOfferMutation();

  const onClick = async () => {
    const patch = dispatch(
      jobsApi.util.updateQueryData('getCandidateJobOffer', jobId, (offer) => {
        offer.saved = !saved;
      }),
    );
    try {
      const answer = await toggle(jobId).unwrap();
      dispatch(
        jobsApi.util.updateQueryData('getCandidateJobOffer', jobId, (offer) => {
          offer.saved = answer.saved;
        }),
      );
    } catch {
      patch.undo();
      snackbar('No se pudo actualizar tus favoritos. Inténtalo de nuevo.', 'error');
    }
  };

  return (
    <Button
      variant="outlined"
      color="primary"
      disabled={isLoading}
      startIcon={saved ? <Favorite /> : <FavoriteBorder />}
      onClick={() => void onClick()}
    >
      {saved ? 'Quitar de favoritos' : 'Guardar en favoritos'}
    </Button>
  );
}
