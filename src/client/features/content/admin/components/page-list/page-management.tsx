import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FigureThresholds } from '@/features/content/admin/components/figures/figure-thresholds';
import { PageKindPanel } from '@/features/content/admin/components/page-list/page-kind-panel';

const KINDS = [
  { kind: 'index', tab: 'Home Pages', label: 'Home pages' },
  { kind: 'about', tab: 'About Pages', label: 'About pages' },
  { kind: 'how-it-works', tab: 'How It Works Pages', label: 'How it works pages' },
] as const;

/**
 * /admin/home-editor (docs/product.md#page-management): the page variants of each kind, and the
 * thresholds of the live figures.
 */
export function PageManagement() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        Each URL is a page variant. Drafts are not shown to visitors until published.
      </p>
      <Tabs defaultValue="index">
        <TabsList aria-label="Kinds of page" className="h-auto flex-wrap">
          {KINDS.map(({ kind, tab }) => (
            <TabsTrigger key={kind} value={kind}>
              {tab}
            </TabsTrigger>
          ))}
          <TabsTrigger value="figures">Live Figures</TabsTrigger>
        </TabsList>
        {KINDS.map(({ kind, label }) => (
          <TabsContent key={kind} value={kind} className="pt-2">
            <PageKindPanel kind={kind} label={label} />
          </TabsContent>
        ))}
        <TabsContent value="figures" className="pt-2">
          <FigureThresholds />
        </TabsContent>
      </Tabs>
    </div>
  );
}
