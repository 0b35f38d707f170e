// Element type emulation: f32 -> bf16 and f32 -> f16 must be bit-exact round to
// nearest even. The full sweep of 2^32 patterns takes over a minute in a Release
// build, so this runs a dense sample of every 409th pattern (10.5 million, all
// exponents and signs) plus exhaustive sweeps of the patterns where rounding decides
// (every bf16 tie and its neighbours, the f16 subnormal, normal and overflow
// boundaries: 21 million more), and the
// NaN and infinity cases. References: the classic bf16 bit trick, and the compiler's
// own _Float16 conversion (libgcc's, which rounds to nearest even; clang 14 has none on
// x86-64, and there a reference that rounds by scaling in double stands in).
#include "numeric/element_rounding.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

using namespace shardscope::numeric;
using shardscope::ir::ElementType;

namespace {

double bf16Reference(uint32_t bits) {
  if ((bits & 0x7fffffffu) > 0x7f800000u) return std::numeric_limits<double>::quiet_NaN();
  const uint32_t rounded = (bits + 0x7fffu + ((bits >> 16) & 1u)) & 0xffff0000u;
  return static_cast<double>(std::bit_cast<float>(rounded));
}

#if defined(__clang__) && __clang_major__ < 15
// clang 14 (the asan preset) has no _Float16 on x86-64: round by scaling instead. In
// double, x / quantum is exact (a power of two), nearbyint rounds half to even in the
// default mode, and a result at or past 65520 rounds to infinity.
double f16Reference(uint32_t bits) {
  const double x = static_cast<double>(std::bit_cast<float>(bits));
  if (std::isnan(x) || std::isinf(x)) return x;
  int exponent = 0;
  (void)std::frexp(x, &exponent);  // |x| in [2^(exponent-1), 2^exponent)
  const int quantumExponent = std::max(exponent - 1, -14) - 10;
  const double rounded = std::nearbyint(std::ldexp(x, -quantumExponent));
  const double result = std::ldexp(rounded, quantumExponent);
  if (std::fabs(result) >= 65520.0) return std::copysign(std::numeric_limits<double>::infinity(), x);
  return result == 0.0 ? std::copysign(0.0, x) : result;
}
#else
double f16Reference(uint32_t bits) { return static_cast<double>(static_cast<float>(static_cast<_Float16>(std::bit_cast<float>(bits)))); }
#endif

// Same value, same sign of zero, or both NaN.
bool sameValue(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}

template <typename Reference>
int64_t countMismatches(uint32_t first, uint64_t count, uint32_t step, ElementType type, Reference reference, uint32_t& firstBad) {
  int64_t bad = 0;
  uint32_t bits = first;
  for (uint64_t i = 0; i < count; ++i, bits += step) {
    const double value = static_cast<double>(std::bit_cast<float>(bits));
    if (!sameValue(roundToElementType(value, type), reference(bits)) && bad++ == 0) firstBad = bits;
  }
  return bad;
}

}  // namespace

class TestElementRounding : public QObject {
  Q_OBJECT

 private slots:
  void denseSampleMatchesReferences_data() {
    QTest::addColumn<int>("type");
    QTest::newRow("bf16") << static_cast<int>(ElementType::BF16);
    QTest::newRow("f16") << static_cast<int>(ElementType::F16);
  }

  void denseSampleMatchesReferences() {
    QFETCH(int, type);
    const ElementType elementType = static_cast<ElementType>(type);
    uint32_t firstBad = 0;
    const uint64_t count = (uint64_t{1} << 32) / 409;
    QVERIFY(count >= 10'000'000);
    const int64_t bad = elementType == ElementType::BF16 ? countMismatches(7, count, 409, elementType, bf16Reference, firstBad)
                                                          : countMismatches(7, count, 409, elementType, f16Reference, firstBad);
    QVERIFY2(bad == 0, qPrintable(QString("%1 mismatches, first at 0x%2").arg(bad).arg(firstBad, 8, 16, QChar('0'))));
  }

  void everyBf16TieAndNeighbour() {
    // For each of the 65536 bf16 values: the exact tie below it and one ulp of f32
    // either side of the tie (where round-half-even decides).
    uint32_t firstBad = 0;
    int64_t bad = 0;
    for (uint32_t upper = 0; upper < 0x10000u; ++upper)
      for (uint32_t low : {0x7fffu, 0x8000u, 0x8001u, 0x0000u, 0xffffu}) {
        const uint32_t bits = (upper << 16) | low;
        bad += countMismatches(bits, 1, 1, ElementType::BF16, bf16Reference, firstBad);
      }
    QVERIFY2(bad == 0, qPrintable(QString("first mismatch at 0x%1").arg(firstBad, 8, 16, QChar('0'))));
  }

  void f16SubnormalAndOverflowRangesExhaustive() {
    // Every f32 pattern in [2^-25, 2^-24] (ties around the smallest f16 subnormal), in
    // [2^-15, 2^-14] (subnormal to normal), and in [61440, 65536] with its negatives
    // (the overflow boundary 65520).
    uint32_t firstBad = 0;
    for (const auto& [low, high] : {std::pair{0x1.0p-25f, 0x1.0p-24f}, std::pair{0x1.0p-15f, 0x1.0p-14f}}) {
      const uint32_t first = std::bit_cast<uint32_t>(low), last = std::bit_cast<uint32_t>(high);
      QCOMPARE(countMismatches(first, last - first + 1, 1, ElementType::F16, f16Reference, firstBad), int64_t{0});
    }
    const uint32_t bigFirst = std::bit_cast<uint32_t>(61440.0f), bigLast = std::bit_cast<uint32_t>(65536.0f);
    QCOMPARE(countMismatches(bigFirst, bigLast - bigFirst + 1, 1, ElementType::F16, f16Reference, firstBad), int64_t{0});
    QCOMPARE(countMismatches(bigFirst | 0x80000000u, bigLast - bigFirst + 1, 1, ElementType::F16, f16Reference, firstBad), int64_t{0});
  }

  void specialValues_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<double>("input");
    QTest::addColumn<double>("expected");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("bf16 inf") << static_cast<int>(ElementType::BF16) << inf << inf;
    QTest::newRow("bf16 -inf") << static_cast<int>(ElementType::BF16) << -inf << -inf;
    QTest::newRow("bf16 nan") << static_cast<int>(ElementType::BF16) << nan << nan;
    QTest::newRow("bf16 overflow") << static_cast<int>(ElementType::BF16) << 3.5e38 << inf;
    QTest::newRow("f16 max") << static_cast<int>(ElementType::F16) << 65504.0 << 65504.0;
    QTest::newRow("f16 tie to max") << static_cast<int>(ElementType::F16) << 65519.0 << 65504.0;
    QTest::newRow("f16 overflow") << static_cast<int>(ElementType::F16) << 65520.0 << inf;
    QTest::newRow("f16 smallest subnormal") << static_cast<int>(ElementType::F16) << 0x1.0p-24 << 0x1.0p-24;
    QTest::newRow("f16 half subnormal ties to zero") << static_cast<int>(ElementType::F16) << 0x1.0p-25 << 0.0;
    QTest::newRow("e4m3fn max") << static_cast<int>(ElementType::F8E4M3FN) << 448.0 << 448.0;
    QTest::newRow("e4m3fn tie to even 448") << static_cast<int>(ElementType::F8E4M3FN) << 464.0 << 448.0;
    QTest::newRow("e4m3fn overflow is nan") << static_cast<int>(ElementType::F8E4M3FN) << 470.0 << nan;
    QTest::newRow("e4m3fn inf is nan") << static_cast<int>(ElementType::F8E4M3FN) << inf << nan;
    QTest::newRow("e5m2 max") << static_cast<int>(ElementType::F8E5M2) << 57344.0 << 57344.0;
    QTest::newRow("e5m2 overflow") << static_cast<int>(ElementType::F8E5M2) << 61440.0 << inf;
    QTest::newRow("e5m2 1.1 rounds to 1.0") << static_cast<int>(ElementType::F8E5M2) << 1.1 << 1.0;
    QTest::newRow("e4m3fnuz no negative zero") << static_cast<int>(ElementType::F8E4M3FNUZ) << -0.0001 << 0.0;
    QTest::newRow("e4m3fnuz max") << static_cast<int>(ElementType::F8E4M3FNUZ) << 240.0 << 240.0;
    QTest::newRow("e4m3 ieee inf") << static_cast<int>(ElementType::F8E4M3) << 1000.0 << inf;
    QTest::newRow("s8 wraps") << static_cast<int>(ElementType::S8) << 130.0 << -126.0;
    QTest::newRow("u8 wraps") << static_cast<int>(ElementType::U8) << -1.0 << 255.0;
    QTest::newRow("s32 wraps") << static_cast<int>(ElementType::S32) << 2147483648.0 << -2147483648.0;
    QTest::newRow("pred") << static_cast<int>(ElementType::Pred) << -3.0 << 1.0;
  }

  void specialValues() {
    QFETCH(int, type);
    QFETCH(double, input);
    QFETCH(double, expected);
    const double actual = roundToElementType(input, static_cast<ElementType>(type));
    QVERIFY2(sameValue(actual, expected), qPrintable(QString("got %1").arg(actual)));
  }

  void convertSaturatesFloatToInteger() {
    QCOMPARE(convertElement(1e10, ElementType::F32, ElementType::S32), 2147483647.0);
    QCOMPARE(convertElement(-1e10, ElementType::F32, ElementType::S32), -2147483648.0);
    QCOMPARE(convertElement(-2.7, ElementType::F32, ElementType::S32), -2.0);
    QCOMPARE(convertElement(std::numeric_limits<double>::quiet_NaN(), ElementType::F32, ElementType::S8), 0.0);
    QCOMPARE(convertElement(300.0, ElementType::S32, ElementType::S8), 44.0);  // integer to integer wraps
    QCOMPARE(convertElement(-5.0, ElementType::F32, ElementType::U8), 0.0);
  }
};

QTEST_APPLESS_MAIN(TestElementRounding)
#include "test_element_rounding.moc"
