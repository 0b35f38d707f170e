// Property tests of bijection inference, checked by evaluation on index tensors:
// soundness (the returned ops always turn the distributed result into the baseline
// result), completeness (every pair of chains of one input gets an answer), compactness
// (one reshape-transpose-reshape whenever one suffices), and the same soundness for
// sharded inputs, where the ops must give each device its part of the baseline result.
#include "layout/bijection_inference.h"
#include "layout/index_tensor.h"
#include "random_chains.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::layout;
using shardscope::layout::testing::RandomChains;

namespace {

constexpr int kTestMaxRank = 5;
const std::vector<int64_t> kSmallDims = {1, 2, 2, 3, 4, 4, 6};

BijectionResult inferQuiet(const BijectionQuery& query) {
  BijectionOptions options;
  options.recordTrace = false;
  return inferBijection(query, CancellationToken(), {}, options);
}

std::string describe(const BijectionQuery& q, const BijectionResult& r) {
  return "input " + shapeToString(q.baselineInput) + " Sb [" + chainToString(q.baselineChain) +
         "] Sd [" + chainToString(q.distributedChain) + "] -> " + toString(r.outcome) + " [" +
         chainToString(r.ops) + "] " + r.reason;
}

// One device's shard of `baseline` for block counts `blocks` at device coordinates
// `coords`, before any axis permutation.
IndexTensor shardOf(const IndexTensor& baseline, const Shape& blocks, const Shape& coords) {
  const std::size_t rank = baseline.shape.size();
  Shape local(rank);
  for (std::size_t i = 0; i < rank; ++i) local[i] = baseline.shape[i] / blocks[i];
  IndexTensor shard{local, {}};
  shard.values.reserve(*elementCount(local));
  Shape index(rank, 0);
  const int64_t count = *elementCount(local);
  for (int64_t e = 0; e < count; ++e) {
    int64_t flat = 0;
    for (std::size_t i = 0; i < rank; ++i)
      flat = flat * baseline.shape[i] + coords[i] * local[i] + index[i];
    shard.values.push_back(baseline.values[flat]);
    for (std::size_t i = rank; i-- > 0;) {
      if (++index[i] < local[i]) break;
      index[i] = 0;
    }
  }
  return shard;
}

// What the device with block coordinates `coords` must hold, built from B and the
// relation the engine reported (held digits range, device digits are fixed).
IndexTensor expectedPart(const IndexTensor& b, const BijectionResult& r,
                         const Shape& inputBlockSize, const Shape& coords) {
  const Shape& local = r.localResultShape;
  IndexTensor part{local, {}};
  const int64_t count = *elementCount(local);
  Shape index(local.size(), 0);
  for (int64_t e = 0; e < count; ++e) {
    int64_t flat = 0;
    for (std::size_t t = 0; t < local.size(); ++t) {
      // Held digits of axis t in order take the local index apart, major first.
      int64_t heldRest = index[t];
      int64_t heldSpan = local[t];
      int64_t x = 0;
      for (const ResultAxisFactor& f : r.resultAxes[t]) {
        int64_t digit;
        if (f.held) {
          heldSpan /= f.size;
          digit = heldRest / heldSpan;
          heldRest %= heldSpan;
        } else {
          const int64_t offset = coords[f.deviceDigit.axis] * inputBlockSize[f.deviceDigit.axis];
          digit = (offset / f.deviceDigit.stride) % f.deviceDigit.size;
        }
        x += digit * f.strideInAxis;
      }
      flat = flat * b.shape[t] + x;
    }
    part.values.push_back(b.values[flat]);
    for (std::size_t t = local.size(); t-- > 0;) {
      if (++index[t] < local[t]) break;
      index[t] = 0;
    }
  }
  return part;
}

}  // namespace

class BijectionPropertiesTest : public QObject {
  Q_OBJECT

 private slots:
  void soundAndCompleteOnRandomChainPairs() {
    RandomChains random(20261129);
    int symbolic = 0;
    int composed = 0;
    constexpr int kPairs = 12000;
    for (int n = 0; n < kPairs; ++n) {
      BijectionQuery q;
      q.baselineInput = random.shape(kTestMaxRank, kSmallDims);
      q.baselineChain = random.chain(q.baselineInput, 4, kTestMaxRank);
      q.distributedChain = random.chain(q.baselineInput, 4, kTestMaxRank);
      const BijectionResult r = inferQuiet(q);
      QVERIFY2(r.found(), describe(q, r).c_str());  // completeness
      const IndexTensor input = *IndexTensor::iota(q.baselineInput);
      const auto b = applyChain(input, q.baselineChain);
      const auto d = applyChain(input, q.distributedChain);
      const auto mapped = applyChain(*d, r.ops);
      QVERIFY2(mapped && *mapped == *b, describe(q, r).c_str());  // soundness
      if (r.method == BijectionMethod::Symbolic) {
        ++symbolic;
        QVERIFY2(r.ops.size() <= 3, describe(q, r).c_str());
      } else {
        ++composed;
      }
    }
    qInfo("%d pairs: %d symbolic, %d composed", kPairs, symbolic, composed);
    // Both paths must actually be exercised for the test to mean anything.
    QVERIFY(symbolic > kPairs / 4);
    QVERIFY(composed > kPairs / 20);
  }

  void oneReshapeTransposeReshapeIsFoundWhenItSuffices() {
    RandomChains random(5);
    constexpr int kPairs = 4000;
    for (int n = 0; n < kPairs; ++n) {
      BijectionQuery q;
      q.baselineInput = random.shape(kTestMaxRank, kSmallDims);
      q.distributedChain = random.chain(q.baselineInput, 4, kTestMaxRank);
      // Sb = Sd then an arbitrary reshape-transpose-reshape: one such triple relates them.
      Shape shape = applyToShape(q.baselineInput, LayoutOp::reshape(q.baselineInput)).shape;
      for (const LayoutOp& op : q.distributedChain) shape = applyToShape(shape, op).shape;
      const int64_t count = *elementCount(shape);
      const Shape middle = random.factorization(count, random.uniform(1, kTestMaxRank));
      q.baselineChain = q.distributedChain;
      q.baselineChain.push_back(LayoutOp::reshape(middle));
      q.baselineChain.push_back(LayoutOp::transpose(random.permutation(middle.size())));
      q.baselineChain.push_back(
          LayoutOp::reshape(random.factorization(count, random.uniform(1, kTestMaxRank))));
      const BijectionResult r = inferQuiet(q);
      QVERIFY2(r.found(), describe(q, r).c_str());
      QVERIFY2(r.ops.size() <= 3, describe(q, r).c_str());
      const IndexTensor input = *IndexTensor::iota(q.baselineInput);
      const auto mapped = applyChain(*applyChain(input, q.distributedChain), r.ops);
      QVERIFY2(mapped && *mapped == *applyChain(input, q.baselineChain), describe(q, r).c_str());
    }
  }

  void shardedInputsGiveEachDeviceItsPart() {
    RandomChains random(404);
    const std::vector<int64_t> dims = {1, 2, 4, 6, 8};
    int found = 0;
    int tiled = 0;
    int strided = 0;
    int unsupported = 0;
    constexpr int kPairs = 2500;
    for (int n = 0; n < kPairs; ++n) {
      const Shape base = random.shape(4, dims);
      Shape blocks(base.size(), 1);
      for (std::size_t i = 0; i < base.size(); ++i) {
        if (random.uniform(0, 2) != 0) continue;
        std::vector<int64_t> divisors;
        for (int64_t b = 2; b <= base[i]; ++b)
          if (base[i] % b == 0) divisors.push_back(b);
        if (!divisors.empty()) blocks[i] = divisors[random.uniform(0, int(divisors.size()) - 1)];
      }
      // Distributed axes may come in another order than the baseline's.
      const std::vector<int64_t> order = random.permutation(base.size());
      const AxisMap blockMap = *AxisMap::blockSharded(base, blocks);
      BijectionQuery q;
      q.baselineInput = base;
      q.axisMap = AxisMap{};
      for (int64_t i : order) q.axisMap->axes.push_back(blockMap.axes[i]);
      const Shape dInput = q.axisMap->distributedShape();
      q.baselineChain = random.chain(base, 3, kTestMaxRank);
      q.distributedChain = random.chain(dInput, 3, kTestMaxRank);
      const BijectionResult r = inferQuiet(q);
      if (r.outcome == BijectionOutcome::Unsupported) {
        ++unsupported;
        continue;
      }
      QVERIFY2(r.found(), describe(q, r).c_str());
      ++found;
      (r.relation == RelationKind::Strided ? strided : tiled) += 1;
      QVERIFY2(checkAxisMap(r.baselineResultShape, r.resultMap()).ok(), describe(q, r).c_str());

      const IndexTensor input = *IndexTensor::iota(base);
      const IndexTensor b = *applyChain(input, q.baselineChain);
      Shape blockSize(base.size());
      for (std::size_t i = 0; i < base.size(); ++i) blockSize[i] = base[i] / blocks[i];
      // Every device: its shard through Sd and the ops must be its part of B.
      Shape coords(base.size(), 0);
      const int64_t devices = *elementCount(blocks);
      for (int64_t device = 0; device < devices; ++device) {
        const IndexTensor shard = *applyOp(shardOf(input, blocks, coords),
                                           LayoutOp::transpose(order));
        const auto mapped = applyChain(*applyChain(shard, q.distributedChain), r.ops);
        QVERIFY2(mapped && *mapped == expectedPart(b, r, blockSize, coords),
                 describe(q, r).c_str());
        for (std::size_t i = base.size(); i-- > 0;) {
          if (++coords[i] < blocks[i]) break;
          coords[i] = 0;
        }
      }
    }
    qInfo("%d sharded pairs: %d found (%d whole or tiled, %d strided), %d unsupported", kPairs,
          found, tiled, strided, unsupported);
    QVERIFY(found > kPairs / 3);
    QVERIFY(strided > 0);
  }
};

QTEST_APPLESS_MAIN(BijectionPropertiesTest)
#include "test_bijection_properties.moc"
