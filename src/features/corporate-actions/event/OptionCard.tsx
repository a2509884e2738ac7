/**
 * An option of an event: its type, whether it applies without instruction,
 * its deadline and payment, every term the service sends (rates, prices, bid
 * interval, quantities), its cash and security movements, the payout
 * breakdown, its indicators and any other field.
 */
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { EventOption } from '@/api/types';
import { TableHead } from '@/components/TableHead';
import { asNumber, clean, display, enumLabel, formatBoolean, formatNumber } from '@/lib/format';
import { CodeTip } from './CodeTip';
import { explainEnum, explainOwnCode } from '@/features/corporate-actions/model/codes';
import { Field, Indicators, OtherFields, ScrollTable, Terms } from './EventParts';
import { formatWhen } from '@/features/corporate-actions/model/event';
import { Narrative } from './Narrative';
import { OPTION_SHOWN, optionTerms, otherFields } from './terms';

type CashMovement = NonNullable<EventOption['CashMovements']>[number];

/**
 * A cash movement's price: its offer price, its subscription price, or both (each named when both are sent), with
 * its price type.
 */
function priceText(movement: CashMovement): string {
  const offer = asNumber(movement.OfferPrice);
  const subscription = asNumber(movement.SubscriptionPrice);
  const type = clean(movement.PriceType) ? enumLabel(movement.PriceType) : undefined;
  const note = (...words: (string | undefined)[]) => {
    const said = words.filter(Boolean);
    return said.length ? ` (${said.join(', ')})` : '';
  };
  if (offer !== undefined && subscription !== undefined) return `${formatNumber(offer)}${note(type, 'offer')} · ${formatNumber(subscription)}${note(type, 'subscription')}`;
  if (subscription !== undefined) return `${formatNumber(subscription)}${note(type, 'subscription')}`;
  return `${formatNumber(offer)}${note(type)}`;
}

export function OptionCard({ option }: { option: EventOption }) {
  const id = clean(option.OptionId) ?? '?';
  const type = clean(option.OptionType?.Name) ?? clean(option.OptionType?.Description) ?? clean(option.OptionType?.Code);
  const cash = (Array.isArray(option.CashMovements) ? option.CashMovements : []).filter(Boolean);
  const securities = (Array.isArray(option.SecurityMovements) ? option.SecurityMovements : []).filter(Boolean);
  const headingId = `ca-option-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const payout = (Array.isArray(option.PayoutBreakdown) ? option.PayoutBreakdown : []).filter((item) => item && typeof item === 'object');
  const others = otherFields(option, OPTION_SHOWN);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          Option {id}
          {type ? `: ${type}` : ''}
        </Title>
        {clean(option.OptionType?.Code) && (
          <CodeTip explanation={explainOwnCode(option.OptionType)}>
            <Badge variant="outline" color="gray" className="mono">
              {clean(option.OptionType?.Code)}
            </Badge>
          </CodeTip>
        )}
        {option.IsDefault === true && <Badge variant="light">Default</Badge>}
        {clean(option.OptionStatus) && (
          <CodeTip explanation={explainEnum('optionStatus', option.OptionStatus)}>
            <Badge color="orange">{enumLabel(option.OptionStatus)}</Badge>
          </CodeTip>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        <Field label="Election deadline">{formatWhen(option.Deadline?.Date)}</Field>
        <Field label="Payment date">{formatWhen(option.Payment?.Date)}</Field>
        <Field label="Taxable">{formatBoolean(option.IsTaxable)}</Field>
        <Field label="Cash required">{formatBoolean(option.CashRequired)}</Field>
        <Terms terms={optionTerms(option)} />
      </SimpleGrid>
      {payout.length > 0 && (
        <ScrollTable minWidth={360} label={`Payout breakdown of option ${id}, scrollable`}>
          <Table aria-label={`Payout breakdown of option ${id}`} fz="sm">
            <TableHead columns={['Component', 'Currency', { title: 'Amount', ta: 'right' }]} />
            <Table.Tbody>
              {payout.map((item, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    {display(clean(item.Component?.Name) ?? clean(item.Component?.Description) ?? clean(item.Component?.Code))}
                    {clean(item.Component?.Code) && <span className="mono">{` (${clean(item.Component?.Code)})`}</span>}
                  </Table.Td>
                  <Table.Td>{display(item.Currency)}</Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(item.Amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {Array.isArray(option.OptionIndicators) && option.OptionIndicators.length > 0 && (
        <Stack gap={4} mt="sm">
          <Text size="xs" c="dimmed">
            Option indicators
          </Text>
          <Indicators indicators={option.OptionIndicators} />
        </Stack>
      )}
      {cash.length > 0 && (
        <ScrollTable minWidth={520} label={`Cash movements of option ${id}, scrollable`}>
          <Table aria-label={`Cash movements of option ${id}`} fz="sm">
            <TableHead
              columns={[
                'Cash movement',
                'Currency',
                { title: 'Amount', ta: 'right' },
                { title: 'Gross dividend', ta: 'right' },
                { title: 'Net dividend', ta: 'right' },
                { title: 'Price', ta: 'right' },
              ]}
            />
            <Table.Tbody>
              {cash.map((movement, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{enumLabel(movement.CashMovementType)}</Table.Td>
                  <Table.Td>{display(movement.Currency)}</Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.Amount)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.GrossDividend)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.NetDividend)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {priceText(movement)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {securities.length > 0 && (
        <ScrollTable minWidth={520} label={`Security movements of option ${id}, scrollable`}>
          <Table aria-label={`Security movements of option ${id}`} fz="sm">
            <TableHead columns={['Security movement', 'Security', { title: 'Old : new', ta: 'right' }, { title: 'Reinvestment price', ta: 'right' }, 'Pari passu']} />
            <Table.Tbody>
              {securities.map((movement, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{enumLabel(movement.SecurityMovementType)}</Table.Td>
                  <Table.Td>
                    {display(clean(movement.DisplayAndFormat?.Description) ?? movement.DisplayAndFormat?.Symbol)}{' '}
                    <Text span size="xs" c="dimmed" className="mono">
                      {[clean(movement.DisplayAndFormat?.Description) && clean(movement.DisplayAndFormat?.Symbol), clean(movement.DisplayAndFormat?.IsinCode)]
                        .filter(Boolean)
                        .join(' ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {movement.OldQuantity !== undefined || movement.NewQuantity !== undefined
                      ? `${formatNumber(movement.OldQuantity)} : ${formatNumber(movement.NewQuantity)}`
                      : display(undefined)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(movement.ReinvestmentPrice)}
                  </Table.Td>
                  <Table.Td>{formatWhen(movement.PariPassu?.Date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {clean(option.Narrative) && (
        <Stack gap={4} mt="sm">
          <Text size="xs" c="dimmed">
            Option narrative
          </Text>
          <Narrative html={option.Narrative} label={`Narrative of option ${id}`} />
        </Stack>
      )}
      {others.length > 0 && (
        <Stack gap={0} mt="sm">
          <Text size="xs" c="dimmed">
            Other fields of option {id}
          </Text>
          <OtherFields fields={others} label={`Other fields of option ${id}`} />
        </Stack>
      )}
    </Paper>
  );
}
