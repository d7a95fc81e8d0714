import type { CompanyMember } from './model';

export const SELF_CHANGE_MESSAGE =
  'No puedes quitarte tu propio rol de administrador ni desactivar tu cuenta.';
export const LAST_ADMIN_MESSAGE =
  'La empresa debe tener al menos un administrador activo: nombra a otro administrador antes.';

/**
 * Why the admin may not demote or deactivate `member` (null when they may): nobody
 * changes their own role or account, and the company always keeps an active admin.
 */
export function adminLossBlocked(
  member: CompanyMember,
  meId: string | null | undefined,
  members: readonly CompanyMember[],
): string | null {
  if (member.id === meId) return SELF_CHANGE_MESSAGE;
  if (member.role !== 'admin' || !member.active) return null;
  const otherActiveAdmins = members.filter(
    (other) => other.id !== member.id && other.role === 'admin' && other.active,
  ).length;
  return otherActiveAdmins === 0 ? LAST_ADMIN_MESSAGE : null;
}
