import type { Localization } from '@mui/material/locale';
import { formatFrenchNumber } from '@plateforme/shared/format/french-number';

/**
 * The components' own words (pagination, « Ouvrir », « Vider ») in French for screen readers:
 * MUI's frFR, whose module makes an Intl formatter as it loads and so starts the browser's
 * ICU on every page (ADR 108). Its counts are written by hand here.
 */

const pageLabel = (type: string) => {
  if (type === 'first') return 'Aller à la première page';
  if (type === 'last') return 'Aller à la dernière page';
  if (type === 'next') return 'Aller à la page suivante';
  return 'Aller à la page précédente';
};

export const frenchWords: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Montrer le chemin' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Lignes par page :',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatFrenchNumber(from)}–${formatFrenchNumber(to)} sur ${count !== -1 ? formatFrenchNumber(count) : `plus que ${formatFrenchNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Etoile${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vide',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Vider',
        closeText: 'Fermer',
        loadingText: 'Chargement…',
        noOptionsText: 'Pas de résultats',
        openText: 'Ouvrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fermer' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'navigation de pagination',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Aller à la '}page ${page}` : pageLabel(type),
      },
    },
  },
};
