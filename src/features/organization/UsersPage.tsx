import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { extractErrorMessage, isApiError } from '@/app/api';
import { useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { useAppSelector } from '@/app/hooks';
import { selectClaims } from '@/features/auth';
import { useConfirm } from '@/shared/feedback';
import { useGetCompanyMembersQuery, useUpdateCompanyMemberMutation } from './api';
import { AdminHeader } from './components/AdminHeader';
import { AdminNav } from './components/AdminNav';
import { InviteDialog } from './components/InviteDialog';
import { adminLossBlocked } from './memberRules';
import { formatShortDate, STAFF_ROLES, staffRoleLabel, type StaffRole } from '@/shared/domain';
import type { CompanyMember } from './model';

const fullName = (member: CompanyMember) =>
  member.fullName ?? `${member.name} ${member.lastName}`.trim();
const initials = (member: CompanyMember) =>
  `${member.name.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();

/** `/app/recruiter/admin/users` (admin only): the company's users and their roles. */
export function UsersPage() {
  const claims = useAppSelector(selectClaims);
  const companyId = claims?.companyId ?? null;
  const meId = claims?.appUserId ?? null;
  const { data, isLoading, isError, error, refetch } = useGetCompanyMembersQuery(companyId!, {
    skip: !companyId,
  });
  const [inviting, setInviting] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const members = data?.data ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <AdminHeader />
      <AdminNav />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h6" component="h2">
            Usuarios y roles
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data
              ? `${data.total} ${data.total === 1 ? 'persona' : 'personas'} en tu empresa. Los administradores editan la empresa y los usuarios; los reclutadores publican ofertas y revisan postulaciones.`
              : 'Quién puede acceder a Talentia en tu empresa.'}
          </Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => setInviting(true)}
          disabled={!companyId}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Invitar usuario
        </Button>
      </Stack>

      {!companyId ? (
        <Alert severity="warning">Tu cuenta no pertenece a ninguna empresa.</Alert>
      ) : isError && !data ? (
        <LoadErrorAlert
          message={`No pudimos cargar los usuarios. ${extractErrorMessage(error)}`}
          fallback="No pudimos cargar los usuarios."
          onRetry={() => void refetch()}
        />
      ) : phone ? (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label="Usuarios"
        >
          {isLoading
            ? Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <Skeleton variant="rounded" height={172} />
                </li>
              ))
            : members.map((member) => (
                <Paper
                  component="li"
                  key={member.id}
                  variant="outlined"
                  sx={{ p: 2, borderRadius: 3 }}
                >
                  <MemberIdentity member={member} isMe={member.id === meId} />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Desde el {formatShortDate(member.createdAt)}
                  </Typography>
                  <MemberActions
                    member={member}
                    meId={meId}
                    members={members}
                    companyId={companyId}
                    stacked
                  />
                </Paper>
              ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Table aria-label="Usuarios de la empresa">
            <TableHead>
              <TableRow>
                <TableCell>Usuario</TableCell>
                <TableCell>Estado</TableCell>
                <TableCell>Desde</TableCell>
                <TableCell>Rol y acceso</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isLoading
                ? Array.from({ length: 4 }, (_, index) => (
                    <TableRow key={index}>
                      {Array.from({ length: 4 }, (__, cell) => (
                        <TableCell key={cell}>
                          <Skeleton variant="text" height={40} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : members.map((member) => (
                    <TableRow key={member.id} hover>
                      <TableCell>
                        <MemberIdentity member={member} isMe={member.id === meId} hideStatus />
                      </TableCell>
                      <TableCell>
                        <StatusChip active={member.active} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatShortDate(member.createdAt)}
                      </TableCell>
                      <TableCell>
                        <MemberActions
                          member={member}
                          meId={meId}
                          members={members}
                          companyId={companyId}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {companyId ? (
        <InviteDialog open={inviting} companyId={companyId} onClose={() => setInviting(false)} />
      ) : null}
    </Stack>
  );
}

function StatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Activo' : 'Inactivo'}
      color={active ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

function MemberIdentity({
  member,
  isMe,
  hideStatus = false,
}: {
  member: CompanyMember;
  isMe: boolean;
  hideStatus?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={member.avatar ?? undefined}
        alt=""
        sx={
          member.active
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : { bgcolor: 'grey.600', color: 'common.white' }
        }
      >
        {initials(member)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 500 }}>{fullName(member)}</Typography>
          {isMe ? <Chip size="small" label="Tú" color="primary" variant="outlined" /> : null}
          {hideStatus ? null : <StatusChip active={member.active} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
      </div>
    </Stack>
  );
}

function MemberActions({
  member,
  meId,
  members,
  companyId,
  stacked = false,
}: {
  member: CompanyMember;
  meId: string | null;
  members: CompanyMember[];
  companyId: string;
  stacked?: boolean;
}) {
  const confirm = useConfirm();
  const showSnackbar = useSnackbar();
  const [update, { isLoading }] = useUpdateCompanyMemberMutation();
  const blocked = adminLossBlocked(member, meId, members);
  const name = fullName(member);
  const noteId = `member-note-${member.id}`;

  // Based on the member as this list shows them: if another admin changed them meanwhile the
  // server refuses (409 `version_conflict`), the list shows them as they are now, and the
  // admin decides again (docs/api.md "Concurrent edits").
  const change = async (body: { role?: StaffRole; active?: boolean }, done: string) => {
    try {
      await update({
        companyId,
        userId: member.id,
        body: { ...body, version: member.version },
      }).unwrap();
      showSnackbar(done, 'success');
    } catch (caught) {
      showSnackbar(
        isApiError(caught) && caught.code === 'version_conflict'
          ? `${caught.message}: se muestra su estado actual. Revísalo y vuelve a intentarlo.`
          : extractErrorMessage(caught),
        'error',
      );
    }
  };

  const changeRole = async (role: StaffRole) => {
    if (role === member.role) return;
    const ok = await confirm({
      description: `${name} pasará a ser ${staffRoleLabel(role)}. ${
        role === 'admin'
          ? 'Podrá editar la empresa y administrar usuarios.'
          : 'Ya no podrá editar la empresa ni administrar usuarios.'
      }`,
      confirmText: 'Cambiar rol',
    });
    if (ok) await change({ role }, `Ahora ${name} es ${staffRoleLabel(role)}`);
  };

  const toggleActive = async () => {
    const deactivate = member.active;
    const ok = await confirm({
      description: deactivate
        ? `${name} no podrá ingresar ni usar Talentia hasta que lo reactives.`
        : `${name} podrá volver a ingresar a Talentia.`,
      confirmText: deactivate ? 'Desactivar' : 'Reactivar',
      destructive: deactivate,
    });
    if (ok)
      await change(
        { active: !deactivate },
        deactivate ? `${name} fue desactivado` : `${name} fue reactivado`,
      );
  };

  const roleLocked = Boolean(blocked) && member.role === 'admin';
  const activeLocked = Boolean(blocked) && member.active;
  return (
    <Stack spacing={0.75} sx={{ mt: stacked ? 1.5 : 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Rol"
          value={member.role}
          onChange={(event) => void changeRole(event.target.value as StaffRole)}
          disabled={roleLocked || isLoading}
          slotProps={{
            // A locked role still reads: its label keeps the secondary text colour (4.5:1).
            inputLabel: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            select: {
              SelectDisplayProps: {
                'aria-label': `Rol de ${name}`,
                'aria-labelledby': undefined,
                'aria-describedby': blocked ? noteId : undefined,
              },
            },
          }}
          sx={[
            stacked ? { flex: 1, minWidth: 0 } : { width: 170, flexShrink: 0 },
            // The role wraps rather than being cut with wider text spacing (WCAG 1.4.12).
            {
              '& .MuiSelect-select.MuiInputBase-input': {
                whiteSpace: 'normal',
                overflowWrap: 'anywhere',
              },
            },
          ]}
        >
          {STAFF_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {staffRoleLabel(role)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color={member.active ? 'error' : 'primary'}
          disabled={activeLocked || isLoading}
          onClick={() => void toggleActive()}
          aria-label={`${member.active ? 'Desactivar' : 'Reactivar'} a ${name}`}
          aria-describedby={blocked ? noteId : undefined}
          sx={{ flexShrink: 0 }}
        >
          {member.active ? 'Desactivar' : 'Reactivar'}
        </Button>
      </Stack>
      {blocked ? (
        <Typography id={noteId} variant="caption" color="text.secondary" sx={{ maxWidth: 360 }}>
          {blocked}
        </Typography>
      ) : null}
    </Stack>
  );
}
