/**
 * What a 1C file holds, for the panel's preview before anything is written: the counts of groups,
 * products and offers, the price types with how many offers carry each, and the warehouses with their
 * stock. Pure over the records of the checking pass (parsers/commerceml.ts): no database, no file.
 * The keys are those the remembered choices are kept by (choice-keys.ts), so the preview can show and
 * change what the next import will take.
 */
import { choosePriceType } from '../parsers/commerceml.js';
import type { CommerceMlRecord, ParsedOffer, ParsedPriceType } from '../parsers/types.js';
import { choiceIds, choiceKey } from './choice-keys.js';

export interface SummaryPriceType {
  id: string;
  /** null: the offers name it, but the file lists no such type (a split `prices___` file) */
  name: string | null;
  currency: string | null;
  /** offers carrying a price of this type */
  offers: number;
}

export interface SummaryWarehouse {
  id: string;
  /** null: the offers name it, but the file lists no such warehouse */
  name: string | null;
  /** offers with stock at this warehouse */
  offers: number;
  /** their stock summed, as 1C gives it (30.5 kg) */
  total: number;
}

export interface CommerceMlSummary {
  /** СодержитТолькоИзменения of the catalogue or the offers package; null when the file has neither */
  onlyChanges: boolean | null;
  groups: number;
  products: number;
  offers: number;
  /** listed types in the file's order, then the ones only the offers name */
  priceTypes: SummaryPriceType[];
  /** the signature a price type choice for this file is kept by; null without price types */
  priceTypeKey: string | null;
  /**
   * The type the rules of commerceml.md §5 take when nothing is configured or chosen; null when they
   * cannot choose (several types, none retail-looking) or the file has no listed types.
   */
  ruleTypeId: string | null;
  /** listed warehouses in the file's order, then the ones only the offers name */
  warehouses: SummaryWarehouse[];
  /** the signature a warehouses choice for this file is kept by; null without warehouses */
  warehouseKey: string | null;
}

const toThousandths = (quantity: number) => Math.round(quantity * 1000);

/** Collects a summary record by record (feed it during a checking pass, then read `result`). */
export class CommerceMlSummaryBuilder {
  private onlyChanges: boolean | null = null;
  private groups = 0;
  private products = 0;
  private offers = 0;
  private readonly listedTypes: ParsedPriceType[] = [];
  private readonly listedWarehouses = new Map<string, string>();
  private readonly typeOffers = new Map<string, number>();
  private readonly warehouseStock = new Map<string, { offers: number; thousandths: number }>();

  add(record: CommerceMlRecord): void {
    switch (record.kind) {
      case 'catalog':
      case 'offersPackage':
        this.onlyChanges ??= record.onlyChanges;
        return;
      case 'group':
        this.groups++;
        return;
      case 'product':
        this.products++;
        return;
      case 'priceTypes':
        this.listedTypes.push(...record.priceTypes);
        return;
      case 'warehouses':
        for (const warehouse of record.warehouses)
          if (!this.listedWarehouses.has(warehouse.externalId))
            this.listedWarehouses.set(warehouse.externalId, warehouse.name);
        return;
      case 'offer':
        return this.addOffer(record.offer);
      default:
        return;
    }
  }

  private addOffer(offer: ParsedOffer): void {
    this.offers++;
    for (const price of offer.prices ?? [])
      this.typeOffers.set(price.priceTypeId, (this.typeOffers.get(price.priceTypeId) ?? 0) + 1);
    const seen = new Set<string>();
    for (const stock of offer.warehouses) {
      const entry = this.warehouseStock.get(stock.warehouseId) ?? { offers: 0, thousandths: 0 };
      if (!seen.has(stock.warehouseId)) entry.offers++;
      seen.add(stock.warehouseId);
      entry.thousandths += toThousandths(stock.quantity);
      this.warehouseStock.set(stock.warehouseId, entry);
    }
  }

  result(): CommerceMlSummary {
    const listedTypeIds = [...new Set(this.listedTypes.map((type) => type.externalId))];
    const priceTypes: SummaryPriceType[] = listedTypeIds.map((id) => {
      const type = this.listedTypes.find((t) => t.externalId === id)!;
      return { id, name: type.name, currency: type.currency, offers: this.typeOffers.get(id) ?? 0 };
    });
    for (const [id, offers] of this.typeOffers)
      if (!listedTypeIds.includes(id)) priceTypes.push({ id, name: null, currency: null, offers });

    const listedWarehouseIds = [...this.listedWarehouses.keys()];
    const warehouses: SummaryWarehouse[] = listedWarehouseIds.map((id) => this.warehouse(id));
    for (const id of this.warehouseStock.keys())
      if (!this.listedWarehouses.has(id)) warehouses.push(this.warehouse(id));

    const typeIds = choiceIds(listedTypeIds, this.typeOffers.keys());
    const warehouseIds = choiceIds(listedWarehouseIds, this.warehouseStock.keys());
    const rule = this.listedTypes.length > 0 ? choosePriceType(this.listedTypes) : null;
    return {
      onlyChanges: this.onlyChanges,
      groups: this.groups,
      products: this.products,
      offers: this.offers,
      priceTypes,
      priceTypeKey: typeIds.length > 0 ? choiceKey(typeIds) : null,
      ruleTypeId: rule?.ok ? rule.type.externalId : null,
      warehouses,
      warehouseKey: warehouseIds.length > 0 ? choiceKey(warehouseIds) : null,
    };
  }

  private warehouse(id: string): SummaryWarehouse {
    const stock = this.warehouseStock.get(id) ?? { offers: 0, thousandths: 0 };
    return {
      id,
      name: this.listedWarehouses.get(id) ?? null,
      offers: stock.offers,
      total: stock.thousandths / 1000,
    };
  }
}

/** The summary of a file's records (in the order the reader gives them). */
export function summariseCommerceMl(records: Iterable<CommerceMlRecord>): CommerceMlSummary {
  const builder = new CommerceMlSummaryBuilder();
  for (const record of records) builder.add(record);
  return builder.result();
}
