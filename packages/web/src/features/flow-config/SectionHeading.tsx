import Typography from '@mui/material/Typography'

/** The heading of a section inside a flow configuration tab. */
export function SectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  )
}
