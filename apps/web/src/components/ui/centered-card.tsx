import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/** The calm single card most short screens sit in: narrow, centred, roomy. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>{children}</CardContent>
    </Card>
  );
}
