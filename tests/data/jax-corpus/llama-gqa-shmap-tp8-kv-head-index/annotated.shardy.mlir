module @jit_gqa_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=8]> {stablehlo.mesh = {axes = [{name = "tp", size = 8 : i64}]}}
  func.func @main(%arg0: tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>] manual_axes={"tp"} (%arg5: tensor<2x8x32xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<32x8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<4x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %3 = sdy.constant dense<0> : tensor<i32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<8> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<2> : tensor<i32>
      %11 = sdy.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare EQ, %10, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = sdy.constant dense<1> : tensor<i32>
      %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
      %15 = stablehlo.remainder %9, %14 : tensor<i32>
      %16 = stablehlo.compare LT, %15, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.compare LT, %14, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = stablehlo.compare NE, %16, %17 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %19 = stablehlo.compare NE, %15, %11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %20 = stablehlo.and %18, %19 : tensor<i1>
      %21 = stablehlo.add %15, %14 : tensor<i32>
      %22 = stablehlo.select %20, %21, %15 : tensor<i1>, tensor<i32>
      %23 = stablehlo.compare LT, %22, %3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %24 = sdy.constant dense<2> : tensor<i32>
      %25 = stablehlo.add %22, %24 : tensor<i32>
      %26 = stablehlo.select %23, %25, %22 : tensor<i1>, tensor<i32>
      %27 = stablehlo.dynamic_slice %2, %3, %3, %26, %3, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %28 = stablehlo.iota dim = 0 : tensor<8xi32>
      %29 = stablehlo.reshape %28 : (tensor<8xi32>) -> tensor<8x1xi32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %31 = stablehlo.reshape %30 : (tensor<8x1xi32>) -> tensor<8xi32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
      %33 = stablehlo.iota dim = 0 : tensor<8xi32>
      %34 = stablehlo.reshape %33 : (tensor<8xi32>) -> tensor<1x8xi32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %36 = stablehlo.reshape %35 : (tensor<1x8xi32>) -> tensor<8xi32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
      %38 = stablehlo.compare GE, %32, %37 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %39 = stablehlo.reshape %38 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %41 = stablehlo.reshape %40 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
      %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
      %43 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x4xf32>) -> tensor<2x8x4xf32>
      %44 = stablehlo.reshape %43 : (tensor<2x8x4xf32>) -> tensor<2x8x1x4xf32>
      %45 = stablehlo.slice %44 [0:2, 0:8, 0:1, 0:2] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2xf32>
      %46 = stablehlo.iota dim = 0 : tensor<8xi32>
      %47 = stablehlo.iota dim = 0 : tensor<8xi32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.iota dim = 0 : tensor<8xi32>
      %54 = stablehlo.convert %46 : (tensor<8xi32>) -> tensor<8xf32>
      %55 = stablehlo.convert %47 : (tensor<8xi32>) -> tensor<8xf32>
      %56 = stablehlo.convert %48 : (tensor<8xi32>) -> tensor<8xf32>
      %57 = stablehlo.convert %49 : (tensor<8xi32>) -> tensor<8xf32>
      %58 = stablehlo.reshape %54 : (tensor<8xf32>) -> tensor<8x1xf32>
      %59 = stablehlo.reshape %55 : (tensor<8xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.reshape %56 : (tensor<8xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.reshape %57 : (tensor<8xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %66 = stablehlo.reshape %62 : (tensor<8x1xf32>) -> tensor<8xf32>
      %67 = stablehlo.reshape %63 : (tensor<8x1xf32>) -> tensor<8xf32>
      %68 = stablehlo.reshape %64 : (tensor<8x1xf32>) -> tensor<8xf32>
      %69 = stablehlo.reshape %65 : (tensor<8x1xf32>) -> tensor<8xf32>
      %70 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %71 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %72 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %73 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %74 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %76 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %77 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %78 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %79 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %80 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %81 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %82 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %83 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %86 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %87 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %88 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %89 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %90 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %91 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %92 = stablehlo.iota dim = 0 : tensor<2xf32>
      %93 = stablehlo.iota dim = 0 : tensor<2xf32>
      %94 = stablehlo.iota dim = 0 : tensor<2xf32>
      %95 = stablehlo.iota dim = 0 : tensor<2xf32>
      %96 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %98 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %99 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %100 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %101 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %102 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %103 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %104 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %105 = stablehlo.divide %92, %97 : tensor<2xf32>
      %106 = stablehlo.divide %93, %98 : tensor<2xf32>
      %107 = stablehlo.divide %94, %99 : tensor<2xf32>
      %108 = stablehlo.divide %95, %100 : tensor<2xf32>
      %109 = stablehlo.power %84, %105 : tensor<2xf32>
      %110 = stablehlo.power %85, %106 : tensor<2xf32>
      %111 = stablehlo.power %86, %107 : tensor<2xf32>
      %112 = stablehlo.power %87, %108 : tensor<2xf32>
      %113 = stablehlo.divide %75, %109 : tensor<2xf32>
      %114 = stablehlo.divide %76, %110 : tensor<2xf32>
      %115 = stablehlo.divide %77, %111 : tensor<2xf32>
      %116 = stablehlo.divide %78, %112 : tensor<2xf32>
      %117 = stablehlo.reshape %113 : (tensor<2xf32>) -> tensor<1x2xf32>
      %118 = stablehlo.reshape %114 : (tensor<2xf32>) -> tensor<1x2xf32>
      %119 = stablehlo.reshape %115 : (tensor<2xf32>) -> tensor<1x2xf32>
      %120 = stablehlo.reshape %116 : (tensor<2xf32>) -> tensor<1x2xf32>
      %121 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %122 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %123 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %124 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %125 = stablehlo.reshape %121 : (tensor<1x2xf32>) -> tensor<2xf32>
      %126 = stablehlo.reshape %122 : (tensor<1x2xf32>) -> tensor<2xf32>
      %127 = stablehlo.reshape %123 : (tensor<1x2xf32>) -> tensor<2xf32>
      %128 = stablehlo.reshape %124 : (tensor<1x2xf32>) -> tensor<2xf32>
      %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %131 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %132 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %133 = stablehlo.multiply %70, %129 : tensor<8x2xf32>
      %134 = stablehlo.multiply %71, %130 : tensor<8x2xf32>
      %135 = stablehlo.multiply %72, %131 : tensor<8x2xf32>
      %136 = stablehlo.multiply %73, %132 : tensor<8x2xf32>
      %137 = stablehlo.cosine %133 : tensor<8x2xf32>
      %138 = stablehlo.cosine %136 : tensor<8x2xf32>
      %139 = stablehlo.reshape %137 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %140 = stablehlo.reshape %138 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %141 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %142 = stablehlo.reshape %141 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %144 = stablehlo.multiply %45, %143 : tensor<2x8x1x2xf32>
      %145 = stablehlo.slice %44 [0:2, 0:8, 0:1, 2:4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2xf32>
      %146 = stablehlo.sine %134 : tensor<8x2xf32>
      %147 = stablehlo.sine %135 : tensor<8x2xf32>
      %148 = stablehlo.reshape %146 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %149 = stablehlo.reshape %147 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %151 = stablehlo.reshape %150 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %152 = stablehlo.broadcast_in_dim %151, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %153 = stablehlo.multiply %145, %152 : tensor<2x8x1x2xf32>
      %154 = stablehlo.subtract %144, %153 : tensor<2x8x1x2xf32>
      %155 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %156 = stablehlo.reshape %155 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %157 = stablehlo.broadcast_in_dim %156, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %158 = stablehlo.multiply %45, %157 : tensor<2x8x1x2xf32>
      %159 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %160 = stablehlo.reshape %159 : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %161 = stablehlo.broadcast_in_dim %160, dims = [1, 2, 3] : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %162 = stablehlo.multiply %145, %161 : tensor<2x8x1x2xf32>
      %163 = stablehlo.add %158, %162 : tensor<2x8x1x2xf32>
      %164 = stablehlo.concatenate %154, %163, dim = 3 : (tensor<2x8x1x2xf32>, tensor<2x8x1x2xf32>) -> tensor<2x8x1x4xf32>
      %165 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %166 = stablehlo.reshape %165 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %167 = stablehlo.slice %166 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %168 = stablehlo.convert %50 : (tensor<8xi32>) -> tensor<8xf32>
      %169 = stablehlo.convert %51 : (tensor<8xi32>) -> tensor<8xf32>
      %170 = stablehlo.convert %52 : (tensor<8xi32>) -> tensor<8xf32>
      %171 = stablehlo.convert %53 : (tensor<8xi32>) -> tensor<8xf32>
      %172 = stablehlo.reshape %168 : (tensor<8xf32>) -> tensor<8x1xf32>
      %173 = stablehlo.reshape %169 : (tensor<8xf32>) -> tensor<8x1xf32>
      %174 = stablehlo.reshape %170 : (tensor<8xf32>) -> tensor<8x1xf32>
      %175 = stablehlo.reshape %171 : (tensor<8xf32>) -> tensor<8x1xf32>
      %176 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %177 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %178 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %179 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %180 = stablehlo.reshape %176 : (tensor<8x1xf32>) -> tensor<8xf32>
      %181 = stablehlo.reshape %177 : (tensor<8x1xf32>) -> tensor<8xf32>
      %182 = stablehlo.reshape %178 : (tensor<8x1xf32>) -> tensor<8xf32>
      %183 = stablehlo.reshape %179 : (tensor<8x1xf32>) -> tensor<8xf32>
      %184 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %185 = stablehlo.broadcast_in_dim %181, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %186 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %187 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %188 = stablehlo.iota dim = 0 : tensor<2xf32>
      %189 = stablehlo.iota dim = 0 : tensor<2xf32>
      %190 = stablehlo.iota dim = 0 : tensor<2xf32>
      %191 = stablehlo.iota dim = 0 : tensor<2xf32>
      %192 = stablehlo.divide %188, %101 : tensor<2xf32>
      %193 = stablehlo.divide %189, %102 : tensor<2xf32>
      %194 = stablehlo.divide %190, %103 : tensor<2xf32>
      %195 = stablehlo.divide %191, %104 : tensor<2xf32>
      %196 = stablehlo.power %88, %192 : tensor<2xf32>
      %197 = stablehlo.power %89, %193 : tensor<2xf32>
      %198 = stablehlo.power %90, %194 : tensor<2xf32>
      %199 = stablehlo.power %91, %195 : tensor<2xf32>
      %200 = stablehlo.divide %79, %196 : tensor<2xf32>
      %201 = stablehlo.divide %80, %197 : tensor<2xf32>
      %202 = stablehlo.divide %81, %198 : tensor<2xf32>
      %203 = stablehlo.divide %82, %199 : tensor<2xf32>
      %204 = stablehlo.reshape %200 : (tensor<2xf32>) -> tensor<1x2xf32>
      %205 = stablehlo.reshape %201 : (tensor<2xf32>) -> tensor<1x2xf32>
      %206 = stablehlo.reshape %202 : (tensor<2xf32>) -> tensor<1x2xf32>
      %207 = stablehlo.reshape %203 : (tensor<2xf32>) -> tensor<1x2xf32>
      %208 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %209 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %210 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %211 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %212 = stablehlo.reshape %208 : (tensor<1x2xf32>) -> tensor<2xf32>
      %213 = stablehlo.reshape %209 : (tensor<1x2xf32>) -> tensor<2xf32>
      %214 = stablehlo.reshape %210 : (tensor<1x2xf32>) -> tensor<2xf32>
      %215 = stablehlo.reshape %211 : (tensor<1x2xf32>) -> tensor<2xf32>
      %216 = stablehlo.broadcast_in_dim %212, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %217 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %218 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %219 = stablehlo.broadcast_in_dim %215, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %220 = stablehlo.multiply %184, %216 : tensor<8x2xf32>
      %221 = stablehlo.multiply %185, %217 : tensor<8x2xf32>
      %222 = stablehlo.multiply %186, %218 : tensor<8x2xf32>
      %223 = stablehlo.multiply %187, %219 : tensor<8x2xf32>
      %224 = stablehlo.cosine %220 : tensor<8x2xf32>
      %225 = stablehlo.cosine %223 : tensor<8x2xf32>
      %226 = stablehlo.reshape %224 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %227 = stablehlo.reshape %225 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %228 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %229 = stablehlo.reshape %228 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %230 = stablehlo.broadcast_in_dim %229, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %231 = stablehlo.multiply %167, %230 : tensor<2x8x2x2xf32>
      %232 = stablehlo.slice %166 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %233 = stablehlo.sine %221 : tensor<8x2xf32>
      %234 = stablehlo.sine %222 : tensor<8x2xf32>
      %235 = stablehlo.reshape %233 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %236 = stablehlo.reshape %234 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %238 = stablehlo.reshape %237 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %239 = stablehlo.broadcast_in_dim %238, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %240 = stablehlo.multiply %232, %239 : tensor<2x8x2x2xf32>
      %241 = stablehlo.subtract %231, %240 : tensor<2x8x2x2xf32>
      %242 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %243 = stablehlo.reshape %242 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %245 = stablehlo.multiply %167, %244 : tensor<2x8x2x2xf32>
      %246 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %247 = stablehlo.reshape %246 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %249 = stablehlo.multiply %232, %248 : tensor<2x8x2x2xf32>
      %250 = stablehlo.add %245, %249 : tensor<2x8x2x2xf32>
      %251 = stablehlo.concatenate %241, %250, dim = 3 : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %252 = sdy.constant dense<0> : tensor<i32>
      %253 = stablehlo.compare LT, %22, %252 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %254 = sdy.constant dense<2> : tensor<i32>
      %255 = stablehlo.add %22, %254 : tensor<i32>
      %256 = stablehlo.select %253, %255, %22 : tensor<i1>, tensor<i32>
      %257 = stablehlo.dynamic_slice %251, %252, %252, %256, %252, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %258 = stablehlo.dot_general %164, %257, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x4xf32>, tensor<2x8x1x4xf32>) -> tensor<2x1x8x8xf32>
      %259 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %260 = stablehlo.broadcast_in_dim %259, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
      %261 = stablehlo.divide %258, %260 : tensor<2x1x8x8xf32>
      %262 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
      %264 = stablehlo.select %42, %261, %263 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
      %265 = sdy.constant dense<0xFF800000> : tensor<f32>
      %266 = stablehlo.reduce(%264 init: %265) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
      %267 = sdy.constant dense<0xFF800000> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<2x1x8xf32>
      %269 = stablehlo.maximum %266, %268 : tensor<2x1x8xf32>
      %270 = stablehlo.reshape %269 : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
      %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x1xf32>
      %272 = stablehlo.reshape %271 : (tensor<2x1x8x1xf32>) -> tensor<2x1x8xf32>
      %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
      %274 = stablehlo.subtract %264, %273 : tensor<2x1x8x8xf32>
      %275 = stablehlo.exponential %274 : tensor<2x1x8x8xf32>
      %276 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %277 = stablehlo.reduce(%275 init: %276) applies stablehlo.add across dimensions = [3] : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
      %278 = stablehlo.reshape %277 : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
      %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x1xf32>
      %280 = stablehlo.reshape %279 : (tensor<2x1x8x1xf32>) -> tensor<2x1x8xf32>
      %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
      %282 = stablehlo.divide %275, %281 : tensor<2x1x8x8xf32>
      %283 = stablehlo.dot_general %27, %282, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x4xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x4x8xf32>
      %284 = stablehlo.transpose %283, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,1,4]{1,3,2,0}"} : (tensor<2x1x4x8xf32>) -> tensor<2x8x1x4xf32>
      %285 = stablehlo.reshape %284 : (tensor<2x8x1x4xf32>) -> tensor<2x8x4xf32>
      %286 = stablehlo.dot_general %285, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4xf32>, tensor<4x32xf32>) -> tensor<2x8x32xf32>
      %287 = "stablehlo.all_reduce"(%286) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %288 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %288 : tensor<f32>
      }) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %287 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
