module @jit_decoder_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=2, "tp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<2x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, %arg4: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, %arg5: tensor<2x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<2x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, %arg8: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, %arg9: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"tp"}]>}, %arg10: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<4x8x64xf32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %2 = stablehlo.compare LT, %arg12, %1 : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %3 = sdy.constant dense<64> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %5 = stablehlo.add %arg12, %4 : tensor<4x8xi32>
    %6 = stablehlo.select %2, %5, %arg12 : tensor<4x8xi1>, tensor<4x8xi32>
    %7 = stablehlo.reshape %6 : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %8 = sdy.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i32>) -> tensor<4x8x1xi32>
    %10 = stablehlo.compare GE, %7, %9 : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %11 = sdy.constant dense<63> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<4x8x1xi32>
    %13 = stablehlo.compare LE, %7, %12 : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %14 = stablehlo.and %10, %13 : tensor<4x8x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [2] : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %18 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %19 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %21 = stablehlo.select %17, %18, %20 : tensor<4x8x32xi1>, tensor<4x8x32xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<4x8x32xf32>
    %24 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %24) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %27 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %32 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %33 = stablehlo.divide %26, %28 : tensor<4x8x1xf32>
    %34 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %40 = stablehlo.add %33, %35 : tensor<4x8x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<4x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %45 = stablehlo.multiply %22, %44 : tensor<4x8x32xf32>
    %46 = stablehlo.slice %arg6 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %51 = stablehlo.multiply %45, %50 : tensor<4x8x32xf32>
    %52 = stablehlo.slice %arg5 [0:1, 0:32, 0:8] : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %54 = stablehlo.dot_general %51, %53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"dp"}, {}, {}, {}]> : tensor<4x8x2x4xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 4] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %58 = stablehlo.reshape %57 : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %60 = stablehlo.iota dim = 0 : tensor<8xi32>
    %61 = stablehlo.reshape %60 : (tensor<8xi32>) -> tensor<8x1xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %63 = stablehlo.reshape %62 : (tensor<8x1xi32>) -> tensor<8xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %65 = stablehlo.iota dim = 0 : tensor<8xi32>
    %66 = stablehlo.reshape %65 : (tensor<8xi32>) -> tensor<1x8xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %68 = stablehlo.reshape %67 : (tensor<1x8xi32>) -> tensor<8xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %70 = stablehlo.compare GE, %64, %69 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %71 = stablehlo.reshape %70 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %74 = stablehlo.broadcast_in_dim %73, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x8x8x8xi1>
    %75 = stablehlo.slice %arg4 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %51, %76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<4x8x32xf32>) -> tensor<4x8x8x4xf32>
    %79 = stablehlo.slice %78 [0:4, 0:8, 0:8, 0:2] : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %80 = stablehlo.iota dim = 0 : tensor<8xi32>
    %81 = stablehlo.iota dim = 0 : tensor<8xi32>
    %82 = stablehlo.iota dim = 0 : tensor<8xi32>
    %83 = stablehlo.iota dim = 0 : tensor<8xi32>
    %84 = stablehlo.iota dim = 0 : tensor<8xi32>
    %85 = stablehlo.iota dim = 0 : tensor<8xi32>
    %86 = stablehlo.iota dim = 0 : tensor<8xi32>
    %87 = stablehlo.iota dim = 0 : tensor<8xi32>
    %88 = stablehlo.convert %80 : (tensor<8xi32>) -> tensor<8xf32>
    %89 = stablehlo.convert %81 : (tensor<8xi32>) -> tensor<8xf32>
    %90 = stablehlo.convert %82 : (tensor<8xi32>) -> tensor<8xf32>
    %91 = stablehlo.convert %83 : (tensor<8xi32>) -> tensor<8xf32>
    %92 = stablehlo.reshape %88 : (tensor<8xf32>) -> tensor<8x1xf32>
    %93 = stablehlo.reshape %89 : (tensor<8xf32>) -> tensor<8x1xf32>
    %94 = stablehlo.reshape %90 : (tensor<8xf32>) -> tensor<8x1xf32>
    %95 = stablehlo.reshape %91 : (tensor<8xf32>) -> tensor<8x1xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %97 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %98 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %100 = stablehlo.reshape %96 : (tensor<8x1xf32>) -> tensor<8xf32>
    %101 = stablehlo.reshape %97 : (tensor<8x1xf32>) -> tensor<8xf32>
    %102 = stablehlo.reshape %98 : (tensor<8x1xf32>) -> tensor<8xf32>
    %103 = stablehlo.reshape %99 : (tensor<8x1xf32>) -> tensor<8xf32>
    %104 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %105 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %108 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %111 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %112 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %113 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %114 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %115 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %116 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %117 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %119 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %120 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %121 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %122 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %123 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %124 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %125 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %130 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %131 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %132 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %133 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %134 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %135 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %136 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %137 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %138 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %139 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %140 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %141 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %142 = stablehlo.iota dim = 0 : tensor<2xf32>
    %143 = stablehlo.iota dim = 0 : tensor<2xf32>
    %144 = stablehlo.iota dim = 0 : tensor<2xf32>
    %145 = stablehlo.iota dim = 0 : tensor<2xf32>
    %146 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %149 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %150 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %151 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %152 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %153 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %154 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %155 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %156 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %157 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %158 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %159 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %160 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %161 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %162 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %163 = stablehlo.divide %142, %147 : tensor<2xf32>
    %164 = stablehlo.divide %143, %148 : tensor<2xf32>
    %165 = stablehlo.divide %144, %149 : tensor<2xf32>
    %166 = stablehlo.divide %145, %150 : tensor<2xf32>
    %167 = stablehlo.power %126, %163 : tensor<2xf32>
    %168 = stablehlo.power %127, %164 : tensor<2xf32>
    %169 = stablehlo.power %128, %165 : tensor<2xf32>
    %170 = stablehlo.power %129, %166 : tensor<2xf32>
    %171 = stablehlo.divide %109, %167 : tensor<2xf32>
    %172 = stablehlo.divide %110, %168 : tensor<2xf32>
    %173 = stablehlo.divide %111, %169 : tensor<2xf32>
    %174 = stablehlo.divide %112, %170 : tensor<2xf32>
    %175 = stablehlo.reshape %171 : (tensor<2xf32>) -> tensor<1x2xf32>
    %176 = stablehlo.reshape %172 : (tensor<2xf32>) -> tensor<1x2xf32>
    %177 = stablehlo.reshape %173 : (tensor<2xf32>) -> tensor<1x2xf32>
    %178 = stablehlo.reshape %174 : (tensor<2xf32>) -> tensor<1x2xf32>
    %179 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %180 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %181 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %182 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %183 = stablehlo.reshape %179 : (tensor<1x2xf32>) -> tensor<2xf32>
    %184 = stablehlo.reshape %180 : (tensor<1x2xf32>) -> tensor<2xf32>
    %185 = stablehlo.reshape %181 : (tensor<1x2xf32>) -> tensor<2xf32>
    %186 = stablehlo.reshape %182 : (tensor<1x2xf32>) -> tensor<2xf32>
    %187 = stablehlo.broadcast_in_dim %183, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %188 = stablehlo.broadcast_in_dim %184, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %189 = stablehlo.broadcast_in_dim %185, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %191 = stablehlo.multiply %104, %187 : tensor<8x2xf32>
    %192 = stablehlo.multiply %105, %188 : tensor<8x2xf32>
    %193 = stablehlo.multiply %106, %189 : tensor<8x2xf32>
    %194 = stablehlo.multiply %107, %190 : tensor<8x2xf32>
    %195 = stablehlo.cosine %191 : tensor<8x2xf32>
    %196 = stablehlo.cosine %194 : tensor<8x2xf32>
    %197 = stablehlo.reshape %195 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %198 = stablehlo.reshape %196 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %202 = stablehlo.multiply %79, %201 : tensor<4x8x8x2xf32>
    %203 = stablehlo.slice %78 [0:4, 0:8, 0:8, 2:4] : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %204 = stablehlo.sine %192 : tensor<8x2xf32>
    %205 = stablehlo.sine %193 : tensor<8x2xf32>
    %206 = stablehlo.reshape %204 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %207 = stablehlo.reshape %205 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %211 = stablehlo.multiply %203, %210 : tensor<4x8x8x2xf32>
    %212 = stablehlo.subtract %202, %211 : tensor<4x8x8x2xf32>
    %213 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %216 = stablehlo.multiply %79, %215 : tensor<4x8x8x2xf32>
    %217 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %218 = stablehlo.reshape %217 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %220 = stablehlo.multiply %203, %219 : tensor<4x8x8x2xf32>
    %221 = stablehlo.add %216, %220 : tensor<4x8x8x2xf32>
    %222 = stablehlo.concatenate %212, %221, dim = 3 : (tensor<4x8x8x2xf32>, tensor<4x8x8x2xf32>) -> tensor<4x8x8x4xf32>
    %223 = sdy.sharding_constraint %222 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %224 = stablehlo.slice %arg2 [0:1, 0:32, 0:8] : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %226 = stablehlo.dot_general %51, %225, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %228 = stablehlo.slice %227 [0:4, 0:8, 0:2, 0:2] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %229 = stablehlo.convert %84 : (tensor<8xi32>) -> tensor<8xf32>
    %230 = stablehlo.convert %85 : (tensor<8xi32>) -> tensor<8xf32>
    %231 = stablehlo.convert %86 : (tensor<8xi32>) -> tensor<8xf32>
    %232 = stablehlo.convert %87 : (tensor<8xi32>) -> tensor<8xf32>
    %233 = stablehlo.reshape %229 : (tensor<8xf32>) -> tensor<8x1xf32>
    %234 = stablehlo.reshape %230 : (tensor<8xf32>) -> tensor<8x1xf32>
    %235 = stablehlo.reshape %231 : (tensor<8xf32>) -> tensor<8x1xf32>
    %236 = stablehlo.reshape %232 : (tensor<8xf32>) -> tensor<8x1xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %238 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %239 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %240 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %241 = stablehlo.reshape %237 : (tensor<8x1xf32>) -> tensor<8xf32>
    %242 = stablehlo.reshape %238 : (tensor<8x1xf32>) -> tensor<8xf32>
    %243 = stablehlo.reshape %239 : (tensor<8x1xf32>) -> tensor<8xf32>
    %244 = stablehlo.reshape %240 : (tensor<8x1xf32>) -> tensor<8xf32>
    %245 = stablehlo.broadcast_in_dim %241, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %246 = stablehlo.broadcast_in_dim %242, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %247 = stablehlo.broadcast_in_dim %243, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %248 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %249 = stablehlo.iota dim = 0 : tensor<2xf32>
    %250 = stablehlo.iota dim = 0 : tensor<2xf32>
    %251 = stablehlo.iota dim = 0 : tensor<2xf32>
    %252 = stablehlo.iota dim = 0 : tensor<2xf32>
    %253 = stablehlo.divide %249, %151 : tensor<2xf32>
    %254 = stablehlo.divide %250, %152 : tensor<2xf32>
    %255 = stablehlo.divide %251, %153 : tensor<2xf32>
    %256 = stablehlo.divide %252, %154 : tensor<2xf32>
    %257 = stablehlo.power %130, %253 : tensor<2xf32>
    %258 = stablehlo.power %131, %254 : tensor<2xf32>
    %259 = stablehlo.power %132, %255 : tensor<2xf32>
    %260 = stablehlo.power %133, %256 : tensor<2xf32>
    %261 = stablehlo.divide %113, %257 : tensor<2xf32>
    %262 = stablehlo.divide %114, %258 : tensor<2xf32>
    %263 = stablehlo.divide %115, %259 : tensor<2xf32>
    %264 = stablehlo.divide %116, %260 : tensor<2xf32>
    %265 = stablehlo.reshape %261 : (tensor<2xf32>) -> tensor<1x2xf32>
    %266 = stablehlo.reshape %262 : (tensor<2xf32>) -> tensor<1x2xf32>
    %267 = stablehlo.reshape %263 : (tensor<2xf32>) -> tensor<1x2xf32>
    %268 = stablehlo.reshape %264 : (tensor<2xf32>) -> tensor<1x2xf32>
    %269 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %270 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %271 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %272 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %273 = stablehlo.reshape %269 : (tensor<1x2xf32>) -> tensor<2xf32>
    %274 = stablehlo.reshape %270 : (tensor<1x2xf32>) -> tensor<2xf32>
    %275 = stablehlo.reshape %271 : (tensor<1x2xf32>) -> tensor<2xf32>
    %276 = stablehlo.reshape %272 : (tensor<1x2xf32>) -> tensor<2xf32>
    %277 = stablehlo.broadcast_in_dim %273, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %279 = stablehlo.broadcast_in_dim %275, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %280 = stablehlo.broadcast_in_dim %276, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %281 = stablehlo.multiply %245, %277 : tensor<8x2xf32>
    %282 = stablehlo.multiply %246, %278 : tensor<8x2xf32>
    %283 = stablehlo.multiply %247, %279 : tensor<8x2xf32>
    %284 = stablehlo.multiply %248, %280 : tensor<8x2xf32>
    %285 = stablehlo.cosine %281 : tensor<8x2xf32>
    %286 = stablehlo.cosine %284 : tensor<8x2xf32>
    %287 = stablehlo.reshape %285 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %288 = stablehlo.reshape %286 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %289 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %292 = stablehlo.multiply %228, %291 : tensor<4x8x2x2xf32>
    %293 = stablehlo.slice %227 [0:4, 0:8, 0:2, 2:4] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %294 = stablehlo.sine %282 : tensor<8x2xf32>
    %295 = stablehlo.sine %283 : tensor<8x2xf32>
    %296 = stablehlo.reshape %294 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %297 = stablehlo.reshape %295 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %301 = stablehlo.multiply %293, %300 : tensor<4x8x2x2xf32>
    %302 = stablehlo.subtract %292, %301 : tensor<4x8x2x2xf32>
    %303 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %304 = stablehlo.reshape %303 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %306 = stablehlo.multiply %228, %305 : tensor<4x8x2x2xf32>
    %307 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %308 = stablehlo.reshape %307 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %310 = stablehlo.multiply %293, %309 : tensor<4x8x2x2xf32>
    %311 = stablehlo.add %306, %310 : tensor<4x8x2x2xf32>
    %312 = stablehlo.concatenate %302, %311, dim = 3 : (tensor<4x8x2x2xf32>, tensor<4x8x2x2xf32>) -> tensor<4x8x2x4xf32>
    %313 = sdy.sharding_constraint %312 <@mesh, [{"dp"}, {}, {}, {}]> : tensor<4x8x2x4xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 4] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %315 = stablehlo.reshape %314 : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %316 = sdy.sharding_constraint %315 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %317 = stablehlo.dot_general %223, %316, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x4xf32>, tensor<4x8x8x4xf32>) -> tensor<4x8x8x8xf32>
    %318 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %321 = stablehlo.divide %317, %319 : tensor<4x8x8x8xf32>
    %322 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %324 = stablehlo.select %74, %321, %323 : tensor<4x8x8x8xi1>, tensor<4x8x8x8xf32>
    %325 = sdy.constant dense<0xFF800000> : tensor<f32>
    %326 = stablehlo.reduce(%324 init: %325) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %327 = sdy.constant dense<0xFF800000> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %329 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %330 = stablehlo.maximum %326, %328 : tensor<4x8x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %333 = stablehlo.reshape %332 : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %335 = stablehlo.subtract %324, %334 : tensor<4x8x8x8xf32>
    %336 = stablehlo.exponential %335 : tensor<4x8x8x8xf32>
    %337 = stablehlo.reduce(%336 init: %24) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %340 = stablehlo.reshape %339 : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %342 = stablehlo.divide %336, %341 : tensor<4x8x8x8xf32>
    %343 = stablehlo.dot_general %59, %342, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x4xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x4x8xf32>
    %344 = stablehlo.transpose %343, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,8,4]{1,3,2,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x8x8x4xf32>
    %345 = sdy.sharding_constraint %344 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %346 = stablehlo.reshape %345 : (tensor<4x8x8x4xf32>) -> tensor<4x8x32xf32>
    %347 = stablehlo.slice %arg3 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %349 = stablehlo.dot_general %346, %348, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %350 = stablehlo.add %22, %349 : tensor<4x8x32xf32>
    %351 = sdy.sharding_constraint %350 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %352 = stablehlo.multiply %351, %351 : tensor<4x8x32xf32>
    %353 = stablehlo.reduce(%352 init: %24) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %355 = stablehlo.divide %354, %29 : tensor<4x8x1xf32>
    %356 = stablehlo.add %355, %36 : tensor<4x8x1xf32>
    %357 = stablehlo.rsqrt %356 : tensor<4x8x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %359 = stablehlo.reshape %358 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %361 = stablehlo.multiply %351, %360 : tensor<4x8x32xf32>
    %362 = stablehlo.slice %arg10 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %363 = stablehlo.reshape %362 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %367 = stablehlo.multiply %361, %366 : tensor<4x8x32xf32>
    %368 = stablehlo.slice %arg8 [0:1, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %369 = stablehlo.reshape %368 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %370 = stablehlo.dot_general %367, %369, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %371 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %373 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %374 = stablehlo.negate %370 : tensor<4x8x64xf32>
    %375 = stablehlo.exponential %374 : tensor<4x8x64xf32>
    %376 = stablehlo.add %375, %372 : tensor<4x8x64xf32>
    %377 = stablehlo.divide %373, %376 : tensor<4x8x64xf32>
    %378 = stablehlo.multiply %370, %377 : tensor<4x8x64xf32>
    %379 = stablehlo.slice %arg9 [0:1, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %381 = stablehlo.dot_general %367, %380, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %382 = stablehlo.multiply %378, %381 : tensor<4x8x64xf32>
    %383 = sdy.sharding_constraint %382 <@mesh, [{"dp"}, {}, {"tp"}]> : tensor<4x8x64xf32>
    %384 = stablehlo.slice %arg7 [0:1, 0:64, 0:32] : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %385 = stablehlo.reshape %384 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %386 = stablehlo.dot_general %383, %385, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %387 = stablehlo.add %351, %386 : tensor<4x8x32xf32>
    %388 = sdy.sharding_constraint %387 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %389 = sdy.sharding_constraint %388 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %390 = stablehlo.multiply %389, %389 : tensor<4x8x32xf32>
    %391 = stablehlo.reduce(%390 init: %24) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %393 = stablehlo.divide %392, %30 : tensor<4x8x1xf32>
    %394 = stablehlo.add %393, %37 : tensor<4x8x1xf32>
    %395 = stablehlo.rsqrt %394 : tensor<4x8x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %397 = stablehlo.reshape %396 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %399 = stablehlo.multiply %389, %398 : tensor<4x8x32xf32>
    %400 = stablehlo.slice %arg6 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %403 = stablehlo.reshape %402 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %405 = stablehlo.multiply %399, %404 : tensor<4x8x32xf32>
    %406 = stablehlo.slice %arg5 [1:2, 0:32, 0:8] : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %408 = stablehlo.dot_general %405, %407, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %410 = sdy.sharding_constraint %409 <@mesh, [{"dp"}, {}, {}, {}]> : tensor<4x8x2x4xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 4] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %412 = stablehlo.reshape %411 : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %413 = sdy.sharding_constraint %412 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %414 = stablehlo.iota dim = 0 : tensor<8xi32>
    %415 = stablehlo.reshape %414 : (tensor<8xi32>) -> tensor<8x1xi32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %417 = stablehlo.reshape %416 : (tensor<8x1xi32>) -> tensor<8xi32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %419 = stablehlo.iota dim = 0 : tensor<8xi32>
    %420 = stablehlo.reshape %419 : (tensor<8xi32>) -> tensor<1x8xi32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %422 = stablehlo.reshape %421 : (tensor<1x8xi32>) -> tensor<8xi32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %424 = stablehlo.compare GE, %418, %423 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %425 = stablehlo.reshape %424 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %427 = stablehlo.reshape %426 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %428 = stablehlo.broadcast_in_dim %427, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x8x8x8xi1>
    %429 = stablehlo.slice %arg4 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %431 = stablehlo.dot_general %405, %430, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<4x8x32xf32>) -> tensor<4x8x8x4xf32>
    %433 = stablehlo.slice %432 [0:4, 0:8, 0:8, 0:2] : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %434 = stablehlo.iota dim = 0 : tensor<8xi32>
    %435 = stablehlo.iota dim = 0 : tensor<8xi32>
    %436 = stablehlo.iota dim = 0 : tensor<8xi32>
    %437 = stablehlo.iota dim = 0 : tensor<8xi32>
    %438 = stablehlo.iota dim = 0 : tensor<8xi32>
    %439 = stablehlo.iota dim = 0 : tensor<8xi32>
    %440 = stablehlo.iota dim = 0 : tensor<8xi32>
    %441 = stablehlo.iota dim = 0 : tensor<8xi32>
    %442 = stablehlo.convert %434 : (tensor<8xi32>) -> tensor<8xf32>
    %443 = stablehlo.convert %435 : (tensor<8xi32>) -> tensor<8xf32>
    %444 = stablehlo.convert %436 : (tensor<8xi32>) -> tensor<8xf32>
    %445 = stablehlo.convert %437 : (tensor<8xi32>) -> tensor<8xf32>
    %446 = stablehlo.reshape %442 : (tensor<8xf32>) -> tensor<8x1xf32>
    %447 = stablehlo.reshape %443 : (tensor<8xf32>) -> tensor<8x1xf32>
    %448 = stablehlo.reshape %444 : (tensor<8xf32>) -> tensor<8x1xf32>
    %449 = stablehlo.reshape %445 : (tensor<8xf32>) -> tensor<8x1xf32>
    %450 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %451 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %452 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %453 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %454 = stablehlo.reshape %450 : (tensor<8x1xf32>) -> tensor<8xf32>
    %455 = stablehlo.reshape %451 : (tensor<8x1xf32>) -> tensor<8xf32>
    %456 = stablehlo.reshape %452 : (tensor<8x1xf32>) -> tensor<8xf32>
    %457 = stablehlo.reshape %453 : (tensor<8x1xf32>) -> tensor<8xf32>
    %458 = stablehlo.broadcast_in_dim %454, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %459 = stablehlo.broadcast_in_dim %455, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %460 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %461 = stablehlo.broadcast_in_dim %457, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %462 = stablehlo.iota dim = 0 : tensor<2xf32>
    %463 = stablehlo.iota dim = 0 : tensor<2xf32>
    %464 = stablehlo.iota dim = 0 : tensor<2xf32>
    %465 = stablehlo.iota dim = 0 : tensor<2xf32>
    %466 = stablehlo.divide %462, %155 : tensor<2xf32>
    %467 = stablehlo.divide %463, %156 : tensor<2xf32>
    %468 = stablehlo.divide %464, %157 : tensor<2xf32>
    %469 = stablehlo.divide %465, %158 : tensor<2xf32>
    %470 = stablehlo.power %134, %466 : tensor<2xf32>
    %471 = stablehlo.power %135, %467 : tensor<2xf32>
    %472 = stablehlo.power %136, %468 : tensor<2xf32>
    %473 = stablehlo.power %137, %469 : tensor<2xf32>
    %474 = stablehlo.divide %117, %470 : tensor<2xf32>
    %475 = stablehlo.divide %118, %471 : tensor<2xf32>
    %476 = stablehlo.divide %119, %472 : tensor<2xf32>
    %477 = stablehlo.divide %120, %473 : tensor<2xf32>
    %478 = stablehlo.reshape %474 : (tensor<2xf32>) -> tensor<1x2xf32>
    %479 = stablehlo.reshape %475 : (tensor<2xf32>) -> tensor<1x2xf32>
    %480 = stablehlo.reshape %476 : (tensor<2xf32>) -> tensor<1x2xf32>
    %481 = stablehlo.reshape %477 : (tensor<2xf32>) -> tensor<1x2xf32>
    %482 = stablehlo.broadcast_in_dim %478, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %483 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %484 = stablehlo.broadcast_in_dim %480, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %485 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %486 = stablehlo.reshape %482 : (tensor<1x2xf32>) -> tensor<2xf32>
    %487 = stablehlo.reshape %483 : (tensor<1x2xf32>) -> tensor<2xf32>
    %488 = stablehlo.reshape %484 : (tensor<1x2xf32>) -> tensor<2xf32>
    %489 = stablehlo.reshape %485 : (tensor<1x2xf32>) -> tensor<2xf32>
    %490 = stablehlo.broadcast_in_dim %486, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %491 = stablehlo.broadcast_in_dim %487, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %492 = stablehlo.broadcast_in_dim %488, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %493 = stablehlo.broadcast_in_dim %489, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %494 = stablehlo.multiply %458, %490 : tensor<8x2xf32>
    %495 = stablehlo.multiply %459, %491 : tensor<8x2xf32>
    %496 = stablehlo.multiply %460, %492 : tensor<8x2xf32>
    %497 = stablehlo.multiply %461, %493 : tensor<8x2xf32>
    %498 = stablehlo.cosine %494 : tensor<8x2xf32>
    %499 = stablehlo.cosine %497 : tensor<8x2xf32>
    %500 = stablehlo.reshape %498 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %501 = stablehlo.reshape %499 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %502 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %505 = stablehlo.multiply %433, %504 : tensor<4x8x8x2xf32>
    %506 = stablehlo.slice %432 [0:4, 0:8, 0:8, 2:4] : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %507 = stablehlo.sine %495 : tensor<8x2xf32>
    %508 = stablehlo.sine %496 : tensor<8x2xf32>
    %509 = stablehlo.reshape %507 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %510 = stablehlo.reshape %508 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %511 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %512 = stablehlo.reshape %511 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %514 = stablehlo.multiply %506, %513 : tensor<4x8x8x2xf32>
    %515 = stablehlo.subtract %505, %514 : tensor<4x8x8x2xf32>
    %516 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %517 = stablehlo.reshape %516 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %519 = stablehlo.multiply %433, %518 : tensor<4x8x8x2xf32>
    %520 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %523 = stablehlo.multiply %506, %522 : tensor<4x8x8x2xf32>
    %524 = stablehlo.add %519, %523 : tensor<4x8x8x2xf32>
    %525 = stablehlo.concatenate %515, %524, dim = 3 : (tensor<4x8x8x2xf32>, tensor<4x8x8x2xf32>) -> tensor<4x8x8x4xf32>
    %526 = sdy.sharding_constraint %525 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %527 = stablehlo.slice %arg2 [1:2, 0:32, 0:8] : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %529 = stablehlo.dot_general %405, %528, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %530 = stablehlo.reshape %529 : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %531 = stablehlo.slice %530 [0:4, 0:8, 0:2, 0:2] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %532 = stablehlo.convert %438 : (tensor<8xi32>) -> tensor<8xf32>
    %533 = stablehlo.convert %439 : (tensor<8xi32>) -> tensor<8xf32>
    %534 = stablehlo.convert %440 : (tensor<8xi32>) -> tensor<8xf32>
    %535 = stablehlo.convert %441 : (tensor<8xi32>) -> tensor<8xf32>
    %536 = stablehlo.reshape %532 : (tensor<8xf32>) -> tensor<8x1xf32>
    %537 = stablehlo.reshape %533 : (tensor<8xf32>) -> tensor<8x1xf32>
    %538 = stablehlo.reshape %534 : (tensor<8xf32>) -> tensor<8x1xf32>
    %539 = stablehlo.reshape %535 : (tensor<8xf32>) -> tensor<8x1xf32>
    %540 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %541 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %542 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %543 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %544 = stablehlo.reshape %540 : (tensor<8x1xf32>) -> tensor<8xf32>
    %545 = stablehlo.reshape %541 : (tensor<8x1xf32>) -> tensor<8xf32>
    %546 = stablehlo.reshape %542 : (tensor<8x1xf32>) -> tensor<8xf32>
    %547 = stablehlo.reshape %543 : (tensor<8x1xf32>) -> tensor<8xf32>
    %548 = stablehlo.broadcast_in_dim %544, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %549 = stablehlo.broadcast_in_dim %545, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %550 = stablehlo.broadcast_in_dim %546, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %551 = stablehlo.broadcast_in_dim %547, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %552 = stablehlo.iota dim = 0 : tensor<2xf32>
    %553 = stablehlo.iota dim = 0 : tensor<2xf32>
    %554 = stablehlo.iota dim = 0 : tensor<2xf32>
    %555 = stablehlo.iota dim = 0 : tensor<2xf32>
    %556 = stablehlo.divide %552, %159 : tensor<2xf32>
    %557 = stablehlo.divide %553, %160 : tensor<2xf32>
    %558 = stablehlo.divide %554, %161 : tensor<2xf32>
    %559 = stablehlo.divide %555, %162 : tensor<2xf32>
    %560 = stablehlo.power %138, %556 : tensor<2xf32>
    %561 = stablehlo.power %139, %557 : tensor<2xf32>
    %562 = stablehlo.power %140, %558 : tensor<2xf32>
    %563 = stablehlo.power %141, %559 : tensor<2xf32>
    %564 = stablehlo.divide %121, %560 : tensor<2xf32>
    %565 = stablehlo.divide %122, %561 : tensor<2xf32>
    %566 = stablehlo.divide %123, %562 : tensor<2xf32>
    %567 = stablehlo.divide %124, %563 : tensor<2xf32>
    %568 = stablehlo.reshape %564 : (tensor<2xf32>) -> tensor<1x2xf32>
    %569 = stablehlo.reshape %565 : (tensor<2xf32>) -> tensor<1x2xf32>
    %570 = stablehlo.reshape %566 : (tensor<2xf32>) -> tensor<1x2xf32>
    %571 = stablehlo.reshape %567 : (tensor<2xf32>) -> tensor<1x2xf32>
    %572 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %573 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %574 = stablehlo.broadcast_in_dim %570, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %575 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %576 = stablehlo.reshape %572 : (tensor<1x2xf32>) -> tensor<2xf32>
    %577 = stablehlo.reshape %573 : (tensor<1x2xf32>) -> tensor<2xf32>
    %578 = stablehlo.reshape %574 : (tensor<1x2xf32>) -> tensor<2xf32>
    %579 = stablehlo.reshape %575 : (tensor<1x2xf32>) -> tensor<2xf32>
    %580 = stablehlo.broadcast_in_dim %576, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %581 = stablehlo.broadcast_in_dim %577, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %582 = stablehlo.broadcast_in_dim %578, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %583 = stablehlo.broadcast_in_dim %579, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
    %584 = stablehlo.multiply %548, %580 : tensor<8x2xf32>
    %585 = stablehlo.multiply %549, %581 : tensor<8x2xf32>
    %586 = stablehlo.multiply %550, %582 : tensor<8x2xf32>
    %587 = stablehlo.multiply %551, %583 : tensor<8x2xf32>
    %588 = stablehlo.cosine %584 : tensor<8x2xf32>
    %589 = stablehlo.cosine %587 : tensor<8x2xf32>
    %590 = stablehlo.reshape %588 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %591 = stablehlo.reshape %589 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %592 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %593 = stablehlo.reshape %592 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %595 = stablehlo.multiply %531, %594 : tensor<4x8x2x2xf32>
    %596 = stablehlo.slice %530 [0:4, 0:8, 0:2, 2:4] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %597 = stablehlo.sine %585 : tensor<8x2xf32>
    %598 = stablehlo.sine %586 : tensor<8x2xf32>
    %599 = stablehlo.reshape %597 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %600 = stablehlo.reshape %598 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %601 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %602 = stablehlo.reshape %601 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %604 = stablehlo.multiply %596, %603 : tensor<4x8x2x2xf32>
    %605 = stablehlo.subtract %595, %604 : tensor<4x8x2x2xf32>
    %606 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %609 = stablehlo.multiply %531, %608 : tensor<4x8x2x2xf32>
    %610 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %611 = stablehlo.reshape %610 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %613 = stablehlo.multiply %596, %612 : tensor<4x8x2x2xf32>
    %614 = stablehlo.add %609, %613 : tensor<4x8x2x2xf32>
    %615 = stablehlo.concatenate %605, %614, dim = 3 : (tensor<4x8x2x2xf32>, tensor<4x8x2x2xf32>) -> tensor<4x8x2x4xf32>
    %616 = sdy.sharding_constraint %615 <@mesh, [{"dp"}, {}, {}, {}]> : tensor<4x8x2x4xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2, 4] : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %618 = stablehlo.reshape %617 : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %619 = sdy.sharding_constraint %618 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %620 = stablehlo.dot_general %526, %619, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x4xf32>, tensor<4x8x8x4xf32>) -> tensor<4x8x8x8xf32>
    %621 = stablehlo.divide %620, %320 : tensor<4x8x8x8xf32>
    %622 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %623 = stablehlo.select %428, %621, %622 : tensor<4x8x8x8xi1>, tensor<4x8x8x8xf32>
    %624 = stablehlo.reduce(%623 init: %325) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %625 = stablehlo.maximum %624, %329 : tensor<4x8x8xf32>
    %626 = stablehlo.reshape %625 : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %628 = stablehlo.reshape %627 : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %630 = stablehlo.subtract %623, %629 : tensor<4x8x8x8xf32>
    %631 = stablehlo.exponential %630 : tensor<4x8x8x8xf32>
    %632 = stablehlo.reduce(%631 init: %24) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %635 = stablehlo.reshape %634 : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %637 = stablehlo.divide %631, %636 : tensor<4x8x8x8xf32>
    %638 = stablehlo.dot_general %413, %637, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x4xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x4x8xf32>
    %639 = stablehlo.transpose %638, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,8,4]{1,3,2,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x8x8x4xf32>
    %640 = sdy.sharding_constraint %639 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x8x4xf32>
    %641 = stablehlo.reshape %640 : (tensor<4x8x8x4xf32>) -> tensor<4x8x32xf32>
    %642 = stablehlo.slice %arg3 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %643 = stablehlo.reshape %642 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %644 = stablehlo.dot_general %641, %643, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %645 = stablehlo.add %389, %644 : tensor<4x8x32xf32>
    %646 = sdy.sharding_constraint %645 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %647 = stablehlo.multiply %646, %646 : tensor<4x8x32xf32>
    %648 = stablehlo.reduce(%647 init: %24) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %649 = stablehlo.reshape %648 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %650 = stablehlo.divide %649, %31 : tensor<4x8x1xf32>
    %651 = stablehlo.add %650, %38 : tensor<4x8x1xf32>
    %652 = stablehlo.rsqrt %651 : tensor<4x8x1xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %654 = stablehlo.reshape %653 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %656 = stablehlo.multiply %646, %655 : tensor<4x8x32xf32>
    %657 = stablehlo.slice %arg10 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %658 = stablehlo.reshape %657 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %660 = stablehlo.reshape %659 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %662 = stablehlo.multiply %656, %661 : tensor<4x8x32xf32>
    %663 = stablehlo.slice %arg8 [1:2, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %664 = stablehlo.reshape %663 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %665 = stablehlo.dot_general %662, %664, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %666 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %668 = stablehlo.broadcast_in_dim %666, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %669 = stablehlo.negate %665 : tensor<4x8x64xf32>
    %670 = stablehlo.exponential %669 : tensor<4x8x64xf32>
    %671 = stablehlo.add %670, %667 : tensor<4x8x64xf32>
    %672 = stablehlo.divide %668, %671 : tensor<4x8x64xf32>
    %673 = stablehlo.multiply %665, %672 : tensor<4x8x64xf32>
    %674 = stablehlo.slice %arg9 [1:2, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %675 = stablehlo.reshape %674 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %676 = stablehlo.dot_general %662, %675, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %677 = stablehlo.multiply %673, %676 : tensor<4x8x64xf32>
    %678 = sdy.sharding_constraint %677 <@mesh, [{"dp"}, {}, {"tp"}]> : tensor<4x8x64xf32>
    %679 = stablehlo.slice %arg7 [1:2, 0:64, 0:32] : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %680 = stablehlo.reshape %679 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %681 = stablehlo.dot_general %678, %680, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %682 = stablehlo.add %646, %681 : tensor<4x8x32xf32>
    %683 = sdy.sharding_constraint %682 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %684 = stablehlo.multiply %683, %683 : tensor<4x8x32xf32>
    %685 = stablehlo.reduce(%684 init: %24) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %686 = stablehlo.reshape %685 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %687 = stablehlo.divide %686, %32 : tensor<4x8x1xf32>
    %688 = stablehlo.add %687, %39 : tensor<4x8x1xf32>
    %689 = stablehlo.rsqrt %688 : tensor<4x8x1xf32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %693 = stablehlo.multiply %683, %692 : tensor<4x8x32xf32>
    %694 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %696 = stablehlo.reshape %695 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %698 = stablehlo.multiply %693, %697 : tensor<4x8x32xf32>
    %699 = stablehlo.dot_general %698, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %700 = sdy.sharding_constraint %699 <@mesh, [{"dp"}, {}, {"tp"}]> : tensor<4x8x64xf32>
    return %700 : tensor<4x8x64xf32>
  }
}
