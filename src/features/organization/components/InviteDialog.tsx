import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '@/shared/feedback';
import { EmailField } from '@/shared/forms/EmailField';
import { fieldProps } from '@/shared/forms/fieldProps';
import { FormDialogActions } from '@/shared/forms/FormDialogActions';
import { FormSelectField } from '@/shared/forms/FormSelectField';
import { PersonNameFields } from '@/shared/forms/PersonNameFields';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useAppStore } from '@/app/hooks';
import { identityProvider } from '@/features/auth';
import { useInviteCompanyMemberMutation } from '../api';
import {
  EMPTY_INVITE as EMPTY,
  INVITE_FIELDS as FIELDS,
  inviteLinkUrl,
  inviteSchema,
  type InviteOutput,
  type InviteValues,
} from '../inviteForm';
import { STAFF_ROLES, staffRoleLabel } from '@/shared/domain';

interface Props {
  open: boolean;
  companyId: string;
  onClose: () => void;
}

/** "Invitar usuario": creates the member, then the identity provider e-mails their link. */
export function InviteDialog({ open, companyId, onClose }: Props) {
  const showSnackbar = useSnackbar();
  const store = useAppStore();
  const [invite] = useInviteCompanyMemberMutation();
  const form = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: EMPTY,
  });
  const field = fieldProps(form);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;
  const submission = useFormSubmission<InviteValues>({
    form,
    fallback: 'No se pudo enviar la invitación. Inténtalo de nuevo.',
    fieldOf: (key) => FIELDS.find((candidate) => candidate === key) ?? null,
    // The address already belongs to someone: the field says so, and takes the focus.
    onConflict: (error) => {
      setError('email', { message: error.message }, { shouldFocus: true });
      return true;
    },
    describe: (error) => `No se pudo enviar la invitación. ${error.message}`,
  });

  const close = () => {
    if (isSubmitting) return;
    reset(EMPTY);
    submission.clear();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const invited = await submission.run(() => invite({ companyId, body: values }).unwrap());
    if (!invited.ok) return;
    try {
      const provider = await identityProvider(store);
      await provider.sendSignInLink(values.email, { url: inviteLinkUrl(values.email) });
      showSnackbar(`Invitación enviada a ${values.email}`, 'success');
    } catch {
      showSnackbar(
        `${values.name} fue agregado, pero no pudimos enviarle el enlace de acceso. Puede pedirlo en la página de ingreso.`,
        'warning',
      );
    }
    reset(EMPTY);
    onClose();
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="invite-title">Invitar usuario</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Le enviaremos un enlace de acceso por correo electrónico.
          </Typography>
          <Stack spacing={2}>
            <EmailField {...field('email')} autoComplete="off" autoFocus />
            <PersonNameFields field={field} layout="stack" someoneElse />
            <FormSelectField
              control={control}
              name="role"
              label="Rol"
              required
              options={STAFF_ROLES}
              optionLabel={staffRoleLabel}
              hint={(role) =>
                role === 'admin'
                  ? 'Podrá editar la empresa y administrar usuarios.'
                  : 'Podrá publicar ofertas y revisar postulaciones.'
              }
            />
            {submission.failureAlert}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={close}
          sending={isSubmitting}
          submitLabel="Enviar invitación"
        />
      </form>
    </Dialog>
  );
}
