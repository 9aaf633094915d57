/**
 * Type contracts of the component library, proven by the compiler: `npm run typecheck` compiles
 * this file, and each `@ts-expect-error` fails the typecheck if the line below it ever compiles
 * (an unused directive is an error). Nothing here runs.
 */
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DialogContent } from '@/components/Dialog';
import { Icon } from '@/components/Icon';
import { Tabs, TabsList } from '@/components/Tabs';

export const contracts = (
  <>
    {/* An icon-only button needs a name. */}
    {/* @ts-expect-error: size="icon" without aria-label or aria-labelledby */}
    <Button size="icon">
      <Icon name="check" />
    </Button>
    <Button size="icon" aria-label="Close">
      <Icon name="check" />
    </Button>
    <Button size="icon" aria-labelledby="close-label">
      <Icon name="check" />
    </Button>

    {/* Variant axes accept only the library's names (never a colour). */}
    {/* @ts-expect-error: 'red' is not a button variant */}
    <Button variant="red">Go</Button>
    {/* @ts-expect-error: 'xl' is not a button size */}
    <Button size="xl">Go</Button>
    {/* @ts-expect-error: 'green' is not a badge variant */}
    <Badge variant="green">New</Badge>
    {/* @ts-expect-error: 'shiny' is not a card variant */}
    <Card variant="shiny" />

    {/* A dialog always has a title: its accessible name. */}
    {/* @ts-expect-error: DialogContent without title */}
    <DialogContent bodyLabel="Details">Body</DialogContent>

    {/* Its body is named for what it holds, for when it is a Tab stop of its own. */}
    {/* @ts-expect-error: DialogContent without bodyLabel */}
    <DialogContent title="Gold">Body</DialogContent>

    {/* Icons come from the set we draw; an unknown name does not compile. */}
    {/* @ts-expect-error: 'unicorn' is not an icon */}
    <Icon name="unicorn" />

    <Tabs defaultValue="a">
      {/* @ts-expect-error: 'loud' is not a tabs variant */}
      <TabsList variant="loud" aria-label="Views" />
    </Tabs>
  </>
);
