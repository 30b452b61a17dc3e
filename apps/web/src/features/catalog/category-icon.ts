import {
  AppWindow,
  BadgePercent,
  Box,
  BrickWall,
  Cable,
  DoorOpen,
  Drill,
  Fan,
  Fence,
  Flame,
  Grid2x2,
  Hammer,
  HardHat,
  House,
  KeyRound,
  Layers,
  LayoutGrid,
  Lightbulb,
  Nut,
  PaintBucket,
  Plug,
  RectangleHorizontal,
  Shovel,
  Sprout,
  TreePine,
  Wallpaper,
  Wrench,
  Zap,
  Droplets,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { normaliseSearchText } from '@shop/shared/search/query';

/**
 * Keyword stems (in the search form of a name: lower case, 'ё' written as 'е') → icon; the first
 * matching rule wins, so specific stems come first.
 */
const ICON_RULES: ReadonlyArray<readonly [RegExp, LucideIcon]> = [
  [/акци|скидк|распродаж/, BadgePercent],
  [/электроинструмент|дрел|перфорат|шуруповерт|болгарк/, Drill],
  [/замк|фурнитур|ручк/, KeyRound],
  [/двер/, DoorOpen],
  [/окн|подоконн/, AppWindow],
  [/краск|лак|эмал|грунт|колер/, PaintBucket],
  [/обо[иея]|декор/, Wallpaper],
  [/кабел|провод/, Cable],
  [/розет|выключат|удлинит/, Plug],
  [/освещ|светил|ламп|люстр/, Lightbulb],
  [/электр/, Zap],
  [/кровл|крыш|черепиц|профнастил|водосток|ондулин/, House],
  [/сантехн|водоснаб|канализ|смесит|насос|труб|водо/, Droplets],
  [/отоплен|котл|радиатор|печ|камин/, Flame],
  [/вентиляц/, Fan],
  [/инструмент|слесар/, Hammer],
  [/ремонт|оснаст|расходн/, Wrench],
  [/утепл|изоляц|минват|пенопласт|пеноплекс/, Layers],
  [/крепеж|метиз|саморез|болт|гайк|гвозд|дюбел|анкер|шуруп/, Nut],
  [/пиломатериал|древес|доск|брус|фанер|вагонк|дерев|osb|осб/, TreePine],
  [/сад|огород|дач|газон|семен|рассад|полив/, Sprout],
  [/кирпич|блок|газобетон|пеноблок|камен/, BrickWall],
  [/смес|цемент|бетон|штукатур|шпакл|раствор|клей|стяжк/, Shovel],
  [/гипсокартон|гкл|лист|панел|профил/, RectangleHorizontal],
  [/плитк|кафел|керам|керамогранит/, Grid2x2],
  [/напольн|(^|[^а-я])пол(ы|ов)?([^а-я]|$)|ламинат|линолеум|паркет/, LayoutGrid],
  [/забор|огражд|сетк|ворот/, Fence],
  [/спецодежд|защит|перчат|каск/, HardHat],
];

export function categoryIcon(name: string): LucideIcon {
  const normalized = normaliseSearchText(name);
  for (const [pattern, icon] of ICON_RULES) {
    if (pattern.test(normalized)) return icon;
  }
  return Box;
}
