import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { parseInline, parseLegalText } from './parse-legal-text.ts';

function Inline({ text }: { text: string }) {
  return parseInline(text).map((part, index) => {
    if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'text') return part.text;
    return part.href.startsWith('/') ? (
      <Link key={index} component={RouterLink} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    );
  });
}

/** A legal text as headings (under the page's h1), paragraphs and lists. */
export function LegalContent({ content }: { content: string }) {
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {parseLegalText(content).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Typography
              key={index}
              variant={block.level === 2 ? 'h2' : 'h3'}
              sx={{ fontSize: block.level === 2 ? '1.35rem' : '1.1rem', mt: 4, mb: 1.5 }}
            >
              <Inline text={block.text} />
            </Typography>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={index} component="ul" sx={{ pl: 3, my: 2 }}>
              {block.items.map((item, itemIndex) => (
                <Typography key={itemIndex} component="li" sx={{ mb: 1 }}>
                  <Inline text={item} />
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={index} sx={{ my: 2 }}>
            <Inline text={block.text} />
          </Typography>
        );
      })}
    </Box>
  );
}
