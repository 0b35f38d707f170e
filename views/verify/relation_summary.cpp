#include "views/verify/relation_summary.h"

#include <QObject>
#include <QStringList>

#include <algorithm>
#include <map>

namespace shardscope::views {

namespace {

QString q(const std::string& text) { return QString::fromStdString(text); }

bool isTiled(const verify::Relation& relation) {
  return std::any_of(relation.tiles.begin(), relation.tiles.end(), [](int64_t t) { return t != 1; });
}

// "[0:2, 0:8, 8:16]": the block of `dims` at tile coordinates `index`.
QString sliceText(const verify::Relation& relation, const std::vector<int64_t>& dims, int64_t device) {
  QStringList parts;
  for (int64_t k = 0; k < relation.rank() && k < static_cast<int64_t>(dims.size()); ++k) {
    const int64_t size = relation.tiles[k] > 0 ? dims[k] / relation.tiles[k] : dims[k];
    const int64_t begin = relation.index(device, k) * size;
    parts << QStringLiteral("%1:%2").arg(begin).arg(begin + size);
  }
  return "[" + parts.join(", ") + "]";
}

QString splitDimsText(const verify::Relation& relation, const std::vector<int64_t>& dims) {
  QStringList parts;
  for (int64_t k = 0; k < relation.rank() && k < static_cast<int64_t>(dims.size()); ++k)
    if (relation.tiles[k] != 1)
      parts << QObject::tr("dim %1 (%2) in %3 blocks of %4").arg(k).arg(dims[k]).arg(relation.tiles[k]).arg(dims[k] / relation.tiles[k]);
  return parts.join(QStringLiteral(", "));
}

QString devicesText(const QList<int64_t>& devices) {
  QStringList parts;
  for (int64_t d : devices) parts << QString::number(d);
  return "{" + parts.join(',') + "}";
}

QString combinerSymbol(const QString& combiner) {
  if (combiner == QLatin1String("sum")) return QStringLiteral(" + ");
  if (combiner == QLatin1String("product")) return QStringLiteral(" × ");
  return QStringLiteral(", ");
}

}  // namespace

QString relationKindName(RelationKind kind) {
  switch (kind) {
    case RelationKind::Unrelated: return QStringLiteral("unrelated");
    case RelationKind::Replicated: return QStringLiteral("replicated");
    case RelationKind::Tiled: return QStringLiteral("tiled");
    case RelationKind::Partial: return QStringLiteral("partial");
    case RelationKind::Layout: return QStringLiteral("layout");
    case RelationKind::Tuple: return QStringLiteral("tuple");
  }
  return {};
}

LayoutDescription describeLayout(const verify::LayoutExplanation& e) {
  LayoutDescription d;
  d.baselineInstruction = q(e.baseline.instruction);
  d.distributedInstruction = q(e.distributed.instruction);
  d.baselineOperand = q(e.baseline.operand);
  d.distributedOperand = q(e.distributed.operand);
  d.baselineOp = q(e.baseline.op);
  d.distributedOp = q(e.distributed.op);
  d.baselineBefore = q(e.baseline.axesBefore);
  d.distributedBefore = q(e.distributed.axesBefore);
  d.baselineAfter = q(e.baseline.axesAfter);
  d.distributedAfter = q(e.distributed.axesAfter);
  d.deviceDigits = q(e.deviceDigits);
  d.ops = q(e.ops);
  d.relationKind = q(e.relationKind);
  d.related = e.related;
  d.summary = q(e.summary);
  return d;
}

std::optional<sharding::HloSharding> tilingOf(const verify::Relation& relation) {
  const auto groups = relation.devicesByTile();  // row-major by tile coordinates
  int64_t tileCount = 1;
  for (int64_t t : relation.tiles) tileCount *= t;
  if (groups.empty() || static_cast<int64_t>(groups.size()) != tileCount) return std::nullopt;
  const std::size_t perTile = groups.front().size();
  if (!std::all_of(groups.begin(), groups.end(), [&](const auto& g) { return g.size() == perTile; })) return std::nullopt;
  std::vector<int64_t> dims = relation.tiles;
  std::vector<sharding::SubgroupKind> subgroups;
  std::vector<int64_t> list;
  if (!relation.isPartial()) {
    for (const auto& g : groups) list.insert(list.end(), g.begin(), g.end());
    if (perTile > 1) {
      dims.push_back(static_cast<int64_t>(perTile));
      subgroups.push_back(sharding::SubgroupKind::Replicated);
    }
  } else {
    // Within a tile, copy r of part p sits at subgroup coordinates (r, p): the unreduced
    // dim varies fastest, so each copy's run of devices holds every part once.
    const int64_t parts = relation.partCount;
    if (parts < 1 || static_cast<int64_t>(perTile) % parts != 0) return std::nullopt;
    const int64_t copies = static_cast<int64_t>(perTile) / parts;
    for (const auto& g : groups) {
      std::map<int64_t, std::vector<int64_t>> byPart;
      for (int64_t d : g) byPart[relation.partOf(d)].push_back(d);
      if (static_cast<int64_t>(byPart.size()) != parts) return std::nullopt;
      for (const auto& [part, devices] : byPart)
        if (static_cast<int64_t>(devices.size()) != copies) return std::nullopt;
      for (int64_t copy = 0; copy < copies; ++copy)
        for (const auto& [part, devices] : byPart) list.push_back(devices[static_cast<std::size_t>(copy)]);
    }
    if (copies > 1) {
      dims.push_back(copies);
      subgroups.push_back(sharding::SubgroupKind::Replicated);
    }
    dims.push_back(parts);
    subgroups.push_back(sharding::SubgroupKind::Unreduced);
  }
  try {
    return sharding::HloSharding::tiled(dims, list, subgroups);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

RelationSummary summarizeRelation(const QString& instruction, const QString& localShape, const verify::InstructionStatus& status,
                                  const QString& baselineShape, const std::vector<int64_t>& baselineDims,
                                  const std::optional<verify::LayoutExplanation>& layout, const QString& ruleMeaning) {
  RelationSummary s;
  s.instruction = instruction;
  s.localShape = localShape;
  s.baselineInstruction = q(status.baselineCounterpart);
  s.baselineShape = baselineShape;
  s.relationText = q(status.relation);
  s.rule = QString::fromUtf8(status.rule.data(), static_cast<qsizetype>(status.rule.size()));
  s.baselineDims = baselineDims;
  const QString baseline = QStringLiteral("baseline %%1 %2").arg(s.baselineInstruction, baselineShape);
  if (!status.verified) {
    s.kind = RelationKind::Unrelated;
    s.words = QObject::tr("%%1 is not related to the baseline: %2").arg(instruction, status.reason.empty() ? QObject::tr("no rule relates it") : q(status.reason));
    return s;
  }
  if (!status.relationValue) {
    s.kind = RelationKind::Tuple;
    s.words = QObject::tr("%%1 is a tuple; each element relates to %2 on its own (select the get-tuple-element).").arg(instruction, baseline);
    return s;
  }
  const verify::Relation& r = *status.relationValue;
  s.devices = r.devices;
  if (r.rank() != static_cast<int64_t>(baselineDims.size())) {
    s.kind = RelationKind::Unrelated;
    s.words = QObject::tr("the relation's rank does not match %1").arg(baseline);
    return s;
  }
  s.tiling = tilingOf(r);
  for (int64_t d = 0; d < r.devices; ++d) s.slices.append(DeviceSlice{d, sliceText(r, baselineDims, d), r.isPartial() ? r.partOf(d) : -1, -1});

  QString words;
  if (r.isReplicated()) {
    s.kind = RelationKind::Replicated;
    words = QObject::tr("Replicated: each of the %1 devices holds all of %2.").arg(r.devices).arg(baseline);
  } else if (!r.isPartial()) {
    s.kind = RelationKind::Tiled;
    words = QObject::tr("Tiled: %1 is cut along %2; each device holds one block (below), %3 per device.")
                .arg(baseline, splitDimsText(r, baselineDims), localShape);
  } else {
    s.kind = RelationKind::Partial;
    s.combiner = QString::fromUtf8(verify::reduceOpName(r.partial));
    for (const auto& g : r.devicesByTile()) {
      PartialGroup group;
      for (int64_t d : g) {
        group.devices.append(d);
        group.parts.append(r.partOf(d));
        s.slices[static_cast<int>(d)].group = static_cast<int>(s.groups.size());
      }
      group.slice = sliceText(r, baselineDims, g.front());
      s.groups.append(group);
    }
    QStringList groupTexts;
    for (const PartialGroup& g : s.groups) {
      QStringList members;
      for (int64_t d : g.devices) members << QObject::tr("device %1").arg(d);
      groupTexts << members.join(combinerSymbol(s.combiner));
    }
    const QString what = isTiled(r) ? QObject::tr("its block of %1 (cut along %2)").arg(baseline, splitDimsText(r, baselineDims)) : baseline;
    words = QObject::tr("Partial %1: each device holds one of %2 parts; the %1 over each group of devices sharing a block gives %3. "
                        "Groups: %4.")
                .arg(s.combiner)
                .arg(r.partCount)
                .arg(what, groupTexts.join(QStringLiteral("; ")));
    if (r.devices > 1 && s.groups.size() == 1 && s.groups.front().devices.size() == r.devices)
      words += QObject::tr(" An all-reduce(%1) over %2 completes it.").arg(s.combiner, devicesText(s.groups.front().devices));
  }
  if (status.rule == "layout-bijection" && layout) {
    s.layout = describeLayout(*layout);
    const QString underlying = relationKindName(s.kind);
    s.kind = RelationKind::Layout;
    words = QObject::tr("Layout: the %1 of the device's tile is related to baseline %%2 by the bijection below; the result is %3. ")
                .arg(s.layout->distributedOp, s.layout->baselineInstruction, underlying) +
            words;
  }
  if (!ruleMeaning.isEmpty()) words += QObject::tr("\nRule %1: %2.").arg(s.rule, ruleMeaning);
  else if (!s.rule.isEmpty()) words += QObject::tr("\nRule %1.").arg(s.rule);
  s.words = words;
  return s;
}

}  // namespace shardscope::views
