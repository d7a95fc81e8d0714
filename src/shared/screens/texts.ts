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
