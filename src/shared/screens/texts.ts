/** The not-found screens' texts (product spec §2). */
export const NOT_FOUND_TEXTS = {
  page: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o ha sido eliminada.',
  },
  data: {
    title: 'Sin datos',
    text: 'Los datos que buscas no existen o han sido eliminados.',
  },
} as const;

/** The access-denied screen's texts: admin pages say who may see them. */
export const ACCESS_DENIED_TEXTS = {
  default:
    'No tienes permiso para ver esta página. Si crees que es un error, contacta al administrador de tu empresa.',
  admin:
    'Solo los administradores de la empresa pueden ver esta página. Si necesitas cambiar algo, pídeselo al administrador de tu empresa.',
} as const;
