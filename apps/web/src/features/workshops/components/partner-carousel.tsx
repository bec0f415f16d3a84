import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { Partner } from '@plateforme/shared/registration/registration.schemas';
import { useId, useState } from 'react';
import { partnerLogoUrl, useWorkshopPartners } from '../../../lib/workshop-partners.ts';
import { useCarouselIndex, useFetchAhead, visibleWindow } from '../hooks/use-carousel.ts';

/** P2 §9: 150 px high. */
export const CAROUSEL_HEIGHT_PX = 150;

/** P2 §9: 6, 4, 3 or 2 logos side by side, by screen width. */
function useLogosPerView(): number {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  const medium = useMediaQuery(theme.breakpoints.up('md'));
  const small = useMediaQuery(theme.breakpoints.up('sm'));
  if (large) return 6;
  if (medium) return 4;
  if (small) return 3;
  return 2;
}

/** Two bars, or a triangle: drawn here rather than adding an icon package to the page. */
function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paused ? (
        <path d="M8 5v14l11-7z" fill="currentColor" />
      ) : (
        <path d="M6 5h4v14H6zm8 0h4v14h-4z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The partner logos (P2 §2, §9), moving on every 2400 ms. WCAG 2.2.2: it stops while the
 * pointer or the focus is on it, with its pause button, and never moves for people who ask
 * for reduced motion.
 */
export function PartnerCarousel() {
  const partners = useWorkshopPartners();
  const headingId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = useLogosPerView();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const withLogo: Partner[] = (partners.data?.data ?? []).filter((partner) => partner.logo_id !== null);
  const movable = withLogo.length > perView;
  const running = movable && !paused && !hovered && !focused && !reducedMotion;
  const start = useCarouselIndex(withLogo.length, running);
  const next = running ? withLogo[(start + perView) % withLogo.length] : undefined;
  useFetchAhead(next ? partnerLogoUrl(next.id) : null);

  if (withLogo.length === 0) return null;
  const shown = visibleWindow(withLogo, start, perView);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-roledescription="carrousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
          {workshopsMessages.partnersTitle}
        </Typography>
        {movable && !reducedMotion ? (
          <IconButton
            onClick={() => setPaused((current) => !current)}
            aria-label={paused ? workshopsMessages.carouselPlay : workshopsMessages.carouselPause}
            aria-pressed={paused}
          >
            <PauseIcon paused={paused} />
          </IconButton>
        ) : null}
      </Box>
      <Box
        component="ul"
        aria-label={workshopsMessages.carouselLabel}
        aria-live={running ? 'off' : 'polite'}
        data-testid="partner-carousel"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          height: CAROUSEL_HEIGHT_PX,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))`,
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        {shown.map((partner) => (
          <Box
            component="li"
            key={partner.id}
            sx={{
              height: '100%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: '#ffffff',
              borderRadius: 2,
              p: 1,
            }}
          >
            <img
              src={partnerLogoUrl(partner.id)}
              alt={partner.name}
              loading="lazy"
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
